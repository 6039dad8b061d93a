/**
 * The blog's API: public reads (list, post, related, categories, tags, like), the admin's writes
 * (posts, categories, tags, bulk actions, Markdown preview) and file uploads. JSON goes through
 * `request()`; the multipart upload has its own fetch with the same error handling.
 */
import type { Pagination } from '@shared/contracts/pagination';
import { ApiError, type FieldIssue, type MessageResult, request } from './api';

export type PostStatus = 'draft' | 'scheduled' | 'published';
export type PostSort = 'date' | 'views' | 'likes';
export type SortOrder = 'asc' | 'desc';

export interface BlogTerm {
  id: number;
  name: string;
  slug: string;
}

export interface BlogAuthor {
  id: string;
  name: string;
  image: string | null;
}

export interface BlogPost {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  /** Markdown as written. */
  content: string;
  featuredImage: string | null;
  published: boolean;
  publishedAt: string | null;
  status: PostStatus;
  viewCount: number;
  likeCount: number;
  readingTimeMinutes: number;
  author: BlogAuthor | null;
  categories: BlogTerm[];
  tags: BlogTerm[];
  seoTitle: string | null;
  seoDescription: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A single post as GET /api/blog/{slug} answers it: with its rendered HTML and the reader's like. */
export interface BlogPostDetail extends BlogPost {
  /** Sanitized by the server (highlight.js classes on code). */
  contentHtml: string;
  liked: boolean;
}

export interface BlogCategory extends BlogTerm {
  description: string | null;
  postCount: number;
  createdAt?: string;
}

export interface BlogTag extends BlogTerm {
  postCount: number;
  createdAt?: string;
}

export interface BlogListQuery {
  page?: number;
  limit?: number;
  category?: string;
  tag?: string;
  search?: string;
  author?: string;
  sort?: PostSort;
  order?: SortOrder;
  /** Admins only. */
  status?: PostStatus;
}

export interface PostBody {
  title: string;
  slug?: string;
  content: string;
  excerpt?: string;
  featuredImage?: string | null;
  categoryIds?: number[];
  tagIds?: number[];
  published?: boolean;
  /** ISO date-time; a future one schedules the post. */
  publishedAt?: string;
  seoTitle?: string;
  seoDescription?: string;
}

export interface TermBody {
  name: string;
  slug?: string;
  description?: string;
}

export interface UploadedFile {
  id: string;
  /** `/api/fileupload/<id>`, served publicly. */
  url: string;
  name: string;
  size: number;
  type: string;
}

export type TermKind = 'categories' | 'tags';

const enc = encodeURIComponent;

export const blogApi = {
  list: (params: BlogListQuery) =>
    request<{ posts: BlogPost[]; pagination: Pagination }>('GET', '/api/blog', undefined, { ...params }),
  post: (slug: string) => request<{ post: BlogPostDetail }>('GET', `/api/blog/${enc(slug)}`),
  related: (slug: string) => request<{ posts: BlogPost[] }>('GET', `/api/blog/${enc(slug)}/related`),
  categories: () => request<{ categories: BlogCategory[] }>('GET', '/api/blog/categories'),
  tags: () => request<{ tags: BlogTag[] }>('GET', '/api/blog/tags'),
  like: (id: number) => request<{ liked: boolean; likeCount: number }>('POST', `/api/blog/${id}/like`),

  admin: {
    post: (id: number) => request<{ post: BlogPostDetail }>('GET', `/api/admin/blog/posts/${id}`),
    create: (body: PostBody) => request<{ post: BlogPost }>('POST', '/api/blog', body),
    /** Answers the post itself (not wrapped in `{ post }`). */
    update: (id: number, body: PostBody) => request<BlogPost>('PUT', `/api/blog/${id}`, body),
    remove: (id: number) => request<MessageResult>('DELETE', `/api/blog/${id}`),
    publish: (id: number, publishedAt?: string) =>
      request<{ post: BlogPost }>('POST', `/api/blog/${id}/publish`, publishedAt ? { publishedAt } : {}),
    unpublish: (id: number) => request<{ post: BlogPost }>('POST', `/api/blog/${id}/unpublish`),
    bulkPublish: (ids: number[]) =>
      request<{ updated: number }>('POST', '/api/admin/blog/bulk-publish', { ids }),
    bulkDelete: (ids: number[]) =>
      request<{ deleted: number }>('POST', '/api/admin/blog/bulk-delete', { ids }),
    preview: (content: string) =>
      request<{ html: string; readingTimeMinutes: number; excerpt: string }>(
        'POST',
        '/api/admin/blog/preview',
        { content },
      ),

    categories: () => request<{ categories: BlogCategory[] }>('GET', '/api/admin/blog/categories'),
    tags: () => request<{ tags: BlogTag[] }>('GET', '/api/admin/blog/tags'),
    createCategory: (body: TermBody) =>
      request<{ category: BlogCategory }>('POST', '/api/admin/blog/categories', body),
    updateCategory: (id: number, body: TermBody) =>
      request<{ category: BlogCategory }>('PUT', `/api/admin/blog/categories/${id}`, body),
    deleteCategory: (id: number) => request<MessageResult>('DELETE', `/api/admin/blog/categories/${id}`),
    createTag: (body: TermBody) => request<{ tag: BlogTag }>('POST', '/api/admin/blog/tags', body),
    updateTag: (id: number, body: TermBody) =>
      request<{ tag: BlogTag }>('PUT', `/api/admin/blog/tags/${id}`, body),
    deleteTag: (id: number) => request<MessageResult>('DELETE', `/api/admin/blog/tags/${id}`),
  },
};

/** The RSS feed (served by the API, not an enveloped request). */
export const BLOG_RSS_URL = '/blog/rss.xml';

function normalizeDetails(raw: unknown): FieldIssue[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const { path, message } = item as { path?: unknown; message?: unknown };
    const joined = Array.isArray(path) ? path.join('.') : typeof path === 'string' ? path : '';
    return typeof message === 'string' ? [{ path: joined, message }] : [];
  });
}

function uploadFallback(status: number): string {
  if (status === 413) return 'The file is too large (at most 4 MiB).';
  if (status === 415) return 'This type of file is not accepted: use PNG, JPEG, WebP, GIF or PDF.';
  if (status === 401) return 'Sign in to upload files.';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'Something went wrong on our side. Please try again.';
  return `Upload failed (${status})`;
}

/** Uploads one file (multipart field `file`); throws ApiError with the server's message. */
export async function uploadFile(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/fileupload', {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, 'Cannot reach the server. Check your connection and try again.');
  }
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // Not JSON (a proxy's 413 page, say): handled below.
  }
  const envelope = (payload ?? {}) as { data?: { file?: UploadedFile }; error?: unknown; details?: unknown };
  if (!response.ok) {
    const message =
      typeof envelope.error === 'string' && envelope.error ? envelope.error : uploadFallback(response.status);
    throw new ApiError(response.status, message, normalizeDetails(envelope.details));
  }
  if (!envelope.data?.file) throw new ApiError(response.status, 'The upload answered without a file.');
  return envelope.data.file;
}

export function deleteUpload(id: string) {
  return request<MessageResult>('DELETE', `/api/fileupload/${enc(id)}`);
}
