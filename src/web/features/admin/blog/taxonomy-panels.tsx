import { Link } from '@tanstack/react-router';
import { type Control, Controller } from 'react-hook-form';
import type { BlogTag } from '@/lib/blog-api';
import { EditorPanel } from '../editor-panel';
import type { PostForm } from './post-form';
import { NewTagInline, TermPicker } from './term-picker';
import { useAdminCategories, useAdminTags } from './use-admin-blog';

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
  return (
    <>
      <EditorPanel title="Categories" action={<ManageLink to="/dashboard/admin/blog/categories" />}>
        <Controller
          control={control}
          name="categoryIds"
          render={({ field }) => (
            <TermPicker
              label="Categories"
              testId="category-picker"
              terms={categories.data?.categories}
              loading={categories.isPending}
              value={field.value}
              onChange={field.onChange}
              emptyText="No categories yet."
            />
          )}
        />
        <FieldError message={errors.categoryIds} />
      </EditorPanel>

      <EditorPanel title="Tags" action={<ManageLink to="/dashboard/admin/blog/tags" />}>
        <Controller
          control={control}
          name="tagIds"
          render={({ field }) => (
            <>
              <TermPicker
                label="Tags"
                testId="tag-picker"
                terms={tags.data?.tags}
                loading={tags.isPending}
                value={field.value}
                onChange={field.onChange}
                emptyText="No tags yet: add one below."
              />
              <NewTagInline onCreated={(tag: BlogTag) => field.onChange([...field.value, tag.id])} />
            </>
          )}
        />
        <FieldError message={errors.tagIds} />
      </EditorPanel>
    </>
  );
}

function FieldError({ message }: { message: string | undefined }) {
  return message ? <p className="text-destructive text-xs">{message}</p> : null;
}

function ManageLink({ to }: { to: '/dashboard/admin/blog/categories' | '/dashboard/admin/blog/tags' }) {
  return (
    <Link to={to} className="text-muted-foreground text-xs hover:text-foreground hover:underline">
      Manage
    </Link>
  );
}
