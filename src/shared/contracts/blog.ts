/**
 * Request and response shapes of the blog API (the spec's "Blog post", plus derived fields): the
 * server validates and documents with them, the web app takes its types from them.
 *
 * This module holds the readers' routes and is the contract's one import path: the posts' and
 * taxonomy's shapes and the admin's routes live in their own modules beside it.
 */
import {
  likeResponse,
  postDetailResponse,
  postListQuery,
  postListResponse,
  postsResponse,
  slugParam,
} from './blog-posts.ts';
import { categoryListResponse, tagListResponse } from './blog-taxonomy.ts';
import { idParam, successMessage } from './common.ts';
import { endpoints } from './endpoint.ts';

export * from './blog-admin.ts';
export * from './blog-posts.ts';
export * from './blog-taxonomy.ts';

export { idParam, successMessage };

/** What readers call; the like needs a signed-in user. */
export const blogEndpoints = endpoints(
  { access: 'public', tags: ['blog'] },
  {
    list: {
      method: 'GET',
      path: '/api/blog',
      summary: 'Published posts (admins: every status), filtered, searched and sorted',
      query: postListQuery,
      response: postListResponse,
    },
    categories: {
      method: 'GET',
      path: '/api/blog/categories',
      summary: 'Categories with their number of published posts',
      response: categoryListResponse,
    },
    tags: {
      method: 'GET',
      path: '/api/blog/tags',
      summary: 'Tags with their number of published posts',
      response: tagListResponse,
    },
    post: {
      method: 'GET',
      path: '/api/blog/:slug',
      summary: 'One post by slug (counts a view; drafts are 404 except for admins)',
      params: slugParam,
      response: postDetailResponse,
    },
    related: {
      method: 'GET',
      path: '/api/blog/:slug/related',
      summary: 'Up to three published posts sharing a category or tag',
      params: slugParam,
      response: postsResponse,
    },
    like: {
      method: 'POST',
      path: '/api/blog/:id/like',
      access: 'user',
      summary: 'Like or unlike a post (toggle, one like per user)',
      params: idParam,
      response: likeResponse,
    },
  },
);
