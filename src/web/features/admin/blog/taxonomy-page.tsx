import type { UseQueryResult } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useConfirmAction } from '@/components/dialogs/use-confirm-action';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { formatDate, formatNumber } from '@/lib/utils';
import { actionsColumn, type Column, DataTable } from '../list-kit/data-table';
import { ListStates } from '../list-kit/list-states';
import { RowButtons, RowIconButton } from '../list-kit/row-actions';
import { PageHeader } from '../page-header';
import { type Term, termCopy } from './term-copy';
import { TermDialog } from './term-dialog';
import type { TermKind } from './use-admin-blog';
import { useAdminCategories, useAdminTags, useTermAction } from './use-admin-blog';

/** /dashboard/admin/blog/categories */
export function BlogCategoriesPage() {
  return <TaxonomyPage kind="categories" />;
}

/** /dashboard/admin/blog/tags */
export function BlogTagsPage() {
  return <TaxonomyPage kind="tags" />;
}

/** Categories or tags: a table with post counts, create/edit in a dialog, delete after confirming. */
function TaxonomyPage({ kind }: { kind: TermKind }) {
  const t = useT();
  const text = termCopy[kind];
  const categories = useAdminCategories();
  const tags = useAdminTags();
  const query: UseQueryResult<{ categories: Term[] } | { tags: Term[] }> =
    kind === 'categories' ? categories : tags;
  const action = useTermAction(kind);
  const [editing, setEditing] = useState<Term | 'new' | null>(null);
  const deletion = useConfirmAction(async (term: Term) => {
    await action.mutateAsync({ kind: 'delete', id: term.id });
    return t(text.deleted, { name: term.name });
  });
  const deleting = deletion.pending;

  const columns: Column<Term>[] = [
    {
      id: 'name',
      header: t('admin-blog.terms.name'),
      className: 'min-w-[10rem] max-w-[16rem] truncate font-medium',
      cell: (term) => <span data-content>{term.name}</span>,
    },
    {
      id: 'slug',
      header: t('admin-blog.terms.slug'),
      className: 'max-w-[14rem] truncate text-muted-foreground',
      cell: (term) => <span translate="no">{term.slug}</span>,
    },
    ...(kind === 'categories'
      ? [
          {
            id: 'description',
            header: t('admin-blog.terms.description'),
            className: 'min-w-[12rem] max-w-[22rem] truncate text-muted-foreground',
            cell: (term: Term) => (term.description ? <span data-content>{term.description}</span> : '—'),
          },
        ]
      : []),
    {
      id: 'posts',
      header: t('admin-blog.terms.posts'),
      className: 'text-right tabular-nums',
      cell: (term) => <span data-testid="post-count">{formatNumber(term.postCount)}</span>,
    },
    {
      id: 'created',
      header: t('admin-blog.terms.created'),
      className: 'whitespace-nowrap text-muted-foreground',
      cell: (term) => (term.createdAt ? formatDate(term.createdAt) : '—'),
    },
    actionsColumn(
      (term) => (
        <RowButtons>
          <RowIconButton
            label={t('admin-blog.terms.editLabel', { name: term.name })}
            onClick={() => setEditing(term)}
          >
            <Pencil />
          </RowIconButton>
          <RowIconButton
            destructive
            label={t('admin-blog.terms.deleteLabel', { name: term.name })}
            onClick={() => deletion.ask(term)}
          >
            <Trash2 />
          </RowIconButton>
        </RowButtons>
      ),
      '',
    ),
  ];

  const newButton = (
    <Button onClick={() => setEditing('new')}>
      <Plus /> {t(text.newButton)}
    </Button>
  );
  return (
    <>
      <PageHeader title={t(text.title)} description={t(text.description)}>
        {newButton}
      </PageHeader>

      <ListStates
        query={query}
        errorTitle={t(text.loadError)}
        skeletonRows={4}
        rows={termsOf}
        empty={{
          icon: text.icon,
          title: t(text.emptyTitle),
          description: t(text.emptyDescription),
          action: newButton,
        }}
      >
        {(terms) => (
          <DataTable
            testId={`${text.testId}-table`}
            columns={columns}
            rows={terms}
            rowProps={(term) => ({ 'data-testid': `${text.testId}-row`, 'data-slug': term.slug })}
          />
        )}
      </ListStates>

      <TermDialog kind={kind} term={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        {...deletion.dialog}
        title={t(text.deleteTitle, { name: deleting?.name ?? '' })}
        description={
          deleting && deleting.postCount > 0
            ? t(text.deleteUsed, { count: deleting.postCount })
            : t(text.deleteUnused)
        }
        confirmLabel={t('admin-blog.terms.delete')}
        destructive
      />
    </>
  );
}

function termsOf(data: { categories: Term[] } | { tags: Term[] }): Term[] {
  return 'categories' in data ? data.categories : data.tags;
}
