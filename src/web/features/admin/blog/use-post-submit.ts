import type { PostInput, PostOut } from '@shared/contracts/blog';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { t } from '@/i18n/store';
import { ApiError } from '@/lib/api';
import { applyApiError } from '@/lib/forms';
import { fromLocalInputValue } from '@/lib/utils';
import { FIELDS, type Intent, type PostForm, successText } from './post-form';
import { useSavePost } from './use-admin-blog';

/**
 * Saving the post with one intent (draft, publish now, schedule, update): the body the API wants,
 * a schedule in the past refused on its field, a taken slug (409) shown on the slug, other field
 * errors on their fields, and a toast either way. `intent` is what is being saved, for progress
 * on the right button.
 */
export function usePostSubmit({
  form,
  post,
  onSaved,
  onSlugTaken,
}: {
  form: UseFormReturn<PostForm>;
  /** The saved post being edited; none for a new one. */
  post: PostOut | undefined;
  onSaved: (saved: PostOut) => Promise<void>;
  onSlugTaken: () => void;
}) {
  const save = useSavePost();
  const [intent, setIntent] = useState<Intent | null>(null);
  const status = post?.status;
  // Read while rendering: react-hook-form tracks dirty fields only for a form state that is read.
  const { dirtyFields } = form.formState;

  const submit = (chosen: Intent) =>
    form.handleSubmit(async (values) => {
      let publishedAt: string | undefined;
      if (chosen === 'schedule') {
        publishedAt = fromLocalInputValue(values.publishedAt);
        if (!publishedAt || Date.parse(publishedAt) <= Date.now()) {
          form.setError(
            'publishedAt',
            { type: 'manual', message: t('admin-blog.form.scheduleFuture') },
            { shouldFocus: true },
          );
          return;
        }
      }
      if (chosen === 'publish' && status !== 'published') publishedAt = new Date().toISOString();

      const body: PostInput = {
        title: values.title,
        slug: values.slug || undefined,
        content: values.content,
        // Untouched, the server keeps an excerpt that follows the content; cleared, it derives one.
        excerpt: !post || dirtyFields.excerpt ? values.excerpt : undefined,
        featuredImage: values.featuredImage,
        categoryIds: values.categoryIds,
        tagIds: values.tagIds,
        published: chosen !== 'draft',
        publishedAt,
        seoTitle: values.seoTitle || null,
        seoDescription: values.seoDescription || null,
      } as PostInput;
      if (!post && !body.excerpt) body.excerpt = undefined;

      setIntent(chosen);
      let saved: PostOut;
      try {
        saved = await save.mutateAsync({ id: post?.id, body });
      } catch (error) {
        setIntent(null);
        if (error instanceof ApiError && error.status === 409) {
          form.setError(
            'slug',
            { type: 'api', message: t('admin-blog.form.slugTaken') },
            { shouldFocus: true },
          );
          onSlugTaken();
          return;
        }
        const message = applyApiError(error, form.setError, FIELDS);
        toast.error(message ?? t('admin-blog.form.notSaved'));
        return;
      }
      setIntent(null);
      toast.success(successText(chosen, saved, Boolean(post)));
      await onSaved(saved);
    });

  return { submit, intent, busy: save.isPending };
}
