import type { BlogTerm } from '@shared/contracts/blog';
import { Link } from '@tanstack/react-router';
import { type Control, Controller } from 'react-hook-form';
import { useT } from '@/i18n/provider';
import { EditorPanel } from '../editor-panel';
import type { PostForm } from './post-form';
import { NewTagInline, TermPicker } from './term-picker';
import { useAdminCategories, useAdminTags } from './use-admin-blog';

type Kind = 'categories' | 'tags';

const COPY = {
  categories: {
    title: 'admin-blog.panels.categories',
    field: 'categoryIds',
    testId: 'category-picker',
    empty: 'admin-blog.panels.noCategories',
  },
  tags: {
    title: 'admin-blog.panels.tags',
    field: 'tagIds',
    testId: 'tag-picker',
    empty: 'admin-blog.panels.noTags',
  },
} as const;

/** The post's categories and tags (a new tag can be made on the spot), each with a link to manage them. */
export function TaxonomyPanels({
  control,
  errors,
}: {
  control: Control<PostForm>;
  errors: { categoryIds?: string | undefined; tagIds?: string | undefined };
}) {
  const categories = useAdminCategories();
  const tags = useAdminTags();
  const lists = {
    categories: { terms: categories.data?.categories, loading: categories.isPending },
    tags: { terms: tags.data?.tags, loading: tags.isPending },
  };
  return (['categories', 'tags'] as const).map((kind) => (
    <TermPanel key={kind} kind={kind} control={control} error={errors[COPY[kind].field]} {...lists[kind]} />
  ));
}

function TermPanel({
  kind,
  control,
  terms,
  loading,
  error,
}: {
  kind: Kind;
  control: Control<PostForm>;
  terms: BlogTerm[] | undefined;
  loading: boolean;
  error: string | undefined;
}) {
  const t = useT();
  const copy = COPY[kind];
  return (
    <EditorPanel title={t(copy.title)} action={<ManageLink kind={kind} />}>
      <Controller
        control={control}
        name={copy.field}
        render={({ field }) => (
          <>
            <TermPicker
              label={t(copy.title)}
              testId={copy.testId}
              terms={terms}
              loading={loading}
              value={field.value}
              onChange={field.onChange}
              emptyText={t(copy.empty)}
            />
            {kind === 'tags' ? (
              <NewTagInline onCreated={(tag) => field.onChange([...field.value, tag.id])} />
            ) : null}
          </>
        )}
      />
      {error ? <p className="text-destructive text-xs">{error}</p> : null}
    </EditorPanel>
  );
}

function ManageLink({ kind }: { kind: Kind }) {
  const t = useT();
  return (
    <Link
      to={kind === 'categories' ? '/dashboard/admin/blog/categories' : '/dashboard/admin/blog/tags'}
      className="text-muted-foreground text-xs hover:text-foreground hover:underline"
    >
      {t('admin-blog.panels.manage')}
    </Link>
  );
}
