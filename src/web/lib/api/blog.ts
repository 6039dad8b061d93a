/**
 * The blog's API: public reads (list, post, related, categories, tags, like) and the admin's writes
 * (posts, categories, tags, bulk actions), typed from the blog contract.
 */

import type {
  bulkDeleteResponse,
  bulkPublishResponse,
  categoryListResponse,
  categoryResponse,
  categorySchema,
  likeResponse,
  postBody,
  postDetailResponse,
  postDetailSchema,
  postListQuery,
  postListResponse,
  postResponse,
  postSchema,
  postsResponse,
  publishFields,
  tagListResponse,
  tagResponse,
  tagSchema,
  taxonomyBody,
  taxonomyRef,
} from '@shared/contracts/blog';
import type { successMessage } from '@shared/contracts/common';
import type { z } from 'zod';
import { request } from '../api';

export type { PostStatus } from '@shared/contracts/blog';
export type BlogPost = z.output<typeof postSchema>;
/** A single post as GET /api/blog/{slug} answers it: with its rendered HTML and the reader's like. */
export type BlogPostDetail = z.output<typeof postDetailSchema>;
export type BlogTerm = z.output<typeof taxonomyRef>;
export type BlogCategory = z.output<typeof categorySchema>;
export type BlogTag = z.output<typeof tagSchema>;
/** The list's query; the server fills in what is left out (page 1, newest first). */
export type BlogListQuery = Partial<z.output<typeof postListQuery>>;
export type PostBody = z.input<typeof postBody>;
export type TermBody = z.input<typeof taxonomyBody>;
/** Categories and tags share their admin routes: /api/admin/blog/{kind}. */
export type TermKind = 'categories' | 'tags';

type Out<Schema extends z.ZodType> = z.output<Schema>;
type Message = Out<typeof successMessage>;

const enc = encodeURIComponent;

export const blogApi = {
  list: (params: BlogListQuery) =>
    request<Out<typeof postListResponse>>('GET', '/api/blog', undefined, { ...params }),
  post: (slug: string) => request<Out<typeof postDetailResponse>>('GET', `/api/blog/${enc(slug)}`),
  related: (slug: string) => request<Out<typeof postsResponse>>('GET', `/api/blog/${enc(slug)}/related`),
  categories: () => request<Out<typeof categoryListResponse>>('GET', '/api/blog/categories'),
  tags: () => request<Out<typeof tagListResponse>>('GET', '/api/blog/tags'),
  like: (id: number) => request<Out<typeof likeResponse>>('POST', `/api/blog/${id}/like`),

  admin: {
    post: (id: number) => request<Out<typeof postDetailResponse>>('GET', `/api/admin/blog/posts/${id}`),
    create: (body: PostBody) => request<Out<typeof postResponse>>('POST', '/api/blog', body),
    /** Answers the post itself (not wrapped in `{ post }`). */
    update: (id: number, body: PostBody) => request<BlogPost>('PUT', `/api/blog/${id}`, body),
    remove: (id: number) => request<Message>('DELETE', `/api/blog/${id}`),
    publish: (id: number, publishedAt?: string) => {
      const body: z.input<typeof publishFields> = publishedAt ? { publishedAt } : {};
      return request<Out<typeof postResponse>>('POST', `/api/blog/${id}/publish`, body);
    },
    unpublish: (id: number) => request<Out<typeof postResponse>>('POST', `/api/blog/${id}/unpublish`),
    bulkPublish: (ids: number[]) =>
      request<Out<typeof bulkPublishResponse>>('POST', '/api/admin/blog/bulk-publish', { ids }),
    bulkDelete: (ids: number[]) =>
      request<Out<typeof bulkDeleteResponse>>('POST', '/api/admin/blog/bulk-delete', { ids }),

    categories: () => request<Out<typeof categoryListResponse>>('GET', '/api/admin/blog/categories'),
    tags: () => request<Out<typeof tagListResponse>>('GET', '/api/admin/blog/tags'),
    createCategory: (body: TermBody) =>
      request<Out<typeof categoryResponse>>('POST', '/api/admin/blog/categories', body),
    updateCategory: (id: number, body: TermBody) =>
      request<Out<typeof categoryResponse>>('PUT', `/api/admin/blog/categories/${id}`, body),
    deleteCategory: (id: number) => request<Message>('DELETE', `/api/admin/blog/categories/${id}`),
    createTag: (body: TermBody) => request<Out<typeof tagResponse>>('POST', '/api/admin/blog/tags', body),
    updateTag: (id: number, body: TermBody) =>
      request<Out<typeof tagResponse>>('PUT', `/api/admin/blog/tags/${id}`, body),
    deleteTag: (id: number) => request<Message>('DELETE', `/api/admin/blog/tags/${id}`),
  },
};

/** The RSS feed (served by the API, not an enveloped request). */
export const BLOG_RSS_URL = '/blog/rss.xml';
