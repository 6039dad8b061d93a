import type { UseQueryResult } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { TermKind } from '@/lib/api/blog';
import { formatDate } from '@/lib/utils';
import { ConfirmDialog } from '../confirm-dialog';
import { actionsColumn, type Column, DataTable } from '../list-kit/data-table';
import { ListStates } from '../list-kit/list-states';
import { RowButtons, RowIconButton } from '../list-kit/row-actions';
import { useConfirmAction } from '../list-kit/use-confirm-action';
import { PageHeader } from '../page-header';
import { type Term, termCopy } from './term-copy';
import { TermDialog } from './term-dialog';
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
  const text = termCopy[kind];
  const categories = useAdminCategories();
  const tags = useAdminTags();
  const query: UseQueryResult<{ categories: Term[] } | { tags: Term[] }> =
    kind === 'categories' ? categories : tags;
  const action = useTermAction(kind);
  const [editing, setEditing] = useState<Term | 'new' | null>(null);
  const deletion = useConfirmAction(async (term: Term) => {
    await action.mutateAsync({ kind: 'delete', id: term.id });
    return `The ${text.one} “${term.name}” is deleted.`;
  });
  const deleting = deletion.pending;

  const columns: Column<Term>[] = [
    {
      id: 'name',
      header: 'Name',
      className: 'min-w-[10rem] max-w-[16rem] truncate font-medium',
      cell: (term) => term.name,
    },
    {
      id: 'slug',
      header: 'Slug',
      className: 'max-w-[14rem] truncate text-muted-foreground',
      cell: (term) => term.slug,
    },
    ...(kind === 'categories'
      ? [
          {
            id: 'description',
            header: 'Description',
            className: 'min-w-[12rem] max-w-[22rem] truncate text-muted-foreground',
            cell: (term: Term) => term.description || '—',
          },
        ]
      : []),
    {
      id: 'posts',
      header: 'Posts',
      className: 'text-right tabular-nums',
      cell: (term) => <span data-testid="post-count">{term.postCount}</span>,
    },
    {
      id: 'created',
      header: 'Created',
      className: 'whitespace-nowrap text-muted-foreground',
      cell: (term) => (term.createdAt ? formatDate(term.createdAt) : '—'),
    },
    actionsColumn(
      (term) => (
        <RowButtons>
          <RowIconButton label={`Edit ${term.name}`} onClick={() => setEditing(term)}>
            <Pencil />
          </RowIconButton>
          <RowIconButton destructive label={`Delete ${term.name}`} onClick={() => deletion.ask(term)}>
            <Trash2 />
          </RowIconButton>
        </RowButtons>
      ),
      '',
    ),
  ];

  const newButton = (
    <Button onClick={() => setEditing('new')}>
      <Plus /> New {text.one}
    </Button>
  );
  return (
    <>
      <PageHeader title={text.title} description={text.description}>
        {newButton}
      </PageHeader>

      <ListStates
        query={query}
        errorTitle={`Could not load the ${kind}`}
        skeletonRows={4}
        rows={termsOf}
        empty={{
          icon: text.icon,
          title: `No ${kind} yet`,
          description: `Create the first ${text.one}, then pick it in the post editor.`,
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
        title={`Delete the ${text.one} “${deleting?.name ?? ''}”?`}
        description={
          deleting && deleting.postCount > 0
            ? `${deleting.postCount} ${deleting.postCount === 1 ? 'post loses' : 'posts lose'} this ${text.one}; the posts themselves stay.`
            : `No post uses this ${text.one}.`
        }
        confirmLabel="Delete"
        destructive
      />
    </>
  );
}

function termsOf(data: { categories: Term[] } | { tags: Term[] }): Term[] {
  return 'categories' in data ? data.categories : data.tags;
}
