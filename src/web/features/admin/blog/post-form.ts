/** The post editor's form: its rules, its values from a saved post, and what a save says. */

import type { PostOut } from '@shared/contracts/blog';
import { SLUG_PATTERN } from '@shared/slug';
import { z } from 'zod';
import type { IssueMessages } from '@/i18n/form-resolver';
import { t } from '@/i18n/store';
import { formatDateTime, toLocalInputValue } from '@/lib/utils';

export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;

export const postForm = z.object({
  title: z.string().trim().min(1, 'Give the post a title').max(200, 'At most 200 characters'),
  slug: z
    .string()
    .trim()
    .max(120, 'At most 120 characters')
    .refine(
      (value) => value === '' || SLUG_PATTERN.test(value),
      'Lowercase letters, digits and single dashes',
    ),
  content: z.string().refine((value) => value.trim() !== '', 'Write the post'),
  excerpt: z.string().trim().max(500, 'At most 500 characters'),
  featuredImage: z.string().nullable(),
  categoryIds: z.array(z.number()),
  tagIds: z.array(z.number()),
  seoTitle: z.string().trim().max(SEO_TITLE_MAX, `At most ${SEO_TITLE_MAX} characters`),
  seoDescription: z.string().trim().max(SEO_DESCRIPTION_MAX, `At most ${SEO_DESCRIPTION_MAX} characters`),
  /** The schedule picker (datetime-local value). */
  publishedAt: z.string(),
});
export type PostForm = z.infer<typeof postForm>;

/** The rules' own words, in the reader's language (the length limits use the shared wording). */
export const POST_FORM_MESSAGES: IssueMessages = {
  'Give the post a title': 'admin-blog.form.titleRequired',
  'Lowercase letters, digits and single dashes': 'admin-blog.form.slugFormat',
  'Write the post': 'admin-blog.form.contentRequired',
};
export const FIELDS = Object.keys(postForm.shape) as (keyof PostForm)[];

/** What a save button asks for. */
export type Intent = 'draft' | 'publish' | 'schedule' | 'update';

export function formValues(post?: PostOut): PostForm {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    content: post?.content ?? '',
    excerpt: post?.excerpt ?? '',
    featuredImage: post?.featuredImage ?? null,
    categoryIds: post?.categories.map((item) => item.id) ?? [],
    tagIds: post?.tags.map((item) => item.id) ?? [],
    seoTitle: post?.seoTitle ?? '',
    seoDescription: post?.seoDescription ?? '',
    publishedAt: post?.status === 'scheduled' ? toLocalInputValue(post.publishedAt ?? undefined) : '',
  };
}

export function successText(intent: Intent, post: PostOut, existed: boolean): string {
  if (post.status === 'scheduled' && (intent === 'schedule' || intent === 'update') && post.publishedAt) {
    return t('admin-blog.saved.scheduled', { date: formatDateTime(post.publishedAt) });
  }
  if (intent === 'publish') return t('admin-blog.saved.published');
  if (intent === 'draft') return existed ? t('admin-blog.saved.draftAgain') : t('admin-blog.saved.draft');
  return t('admin-blog.saved.saved');
}
