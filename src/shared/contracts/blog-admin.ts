/**
 * The admin's blog routes: writing and publishing posts on the readers' paths (/api/blog), and the
 * extras under /api/admin/blog (a post by id, bulk actions, categories and tags).
 */
import {
  bulkBody,
  bulkDeleteResponse,
  bulkPublishResponse,
  postBody,
  postDetailResponse,
  postResponse,
  postSchema,
  publishBody,
} from './blog-posts.ts';
import {
  categoryListResponse,
  categoryResponse,
  tagListResponse,
  tagResponse,
  taxonomyBody,
} from './blog-taxonomy.ts';
import { idParam, successMessage } from './common.ts';
import { endpoints } from './endpoint.ts';

/** The admin's writes on the spec's paths, under /api/blog. */
export const blogPostAdminEndpoints = endpoints(
  { access: 'admin', tags: ['blog'] },
  {
    create: {
      method: 'POST',
      path: '/api/blog',
      summary: 'Create a post (slug derived from the title when omitted; 409 when taken)',
      body: postBody,
      response: postResponse,
      status: 201,
    },
    update: {
      method: 'PUT',
      path: '/api/blog/:id',
      summary: 'Update a post (data is the updated post)',
      params: idParam,
      body: postBody,
      response: postSchema,
    },
    remove: {
      method: 'DELETE',
      path: '/api/blog/:id',
      summary: 'Delete a post',
      params: idParam,
      response: successMessage,
    },
    publish: {
      method: 'POST',
      path: '/api/blog/:id/publish',
      summary: 'Publish now, or at `publishedAt` (a future time schedules it)',
      params: idParam,
      body: publishBody,
      response: postResponse,
    },
    unpublish: {
      method: 'POST',
      path: '/api/blog/:id/unpublish',
      summary: 'Back to draft',
      params: idParam,
      body: publishBody,
      response: postResponse,
    },
  },
);

/** The admin's extras under /api/admin/blog: a post by id, bulk actions, categories and tags. */
export const blogAdminEndpoints = endpoints(
  { access: 'admin', tags: ['admin: blog'] },
  {
    post: {
      method: 'GET',
      path: '/api/admin/blog/posts/:id',
      summary: 'A post of any status by id, for the editor (no view counted)',
      params: idParam,
      response: postDetailResponse,
    },
    bulkPublish: {
      method: 'POST',
      path: '/api/admin/blog/bulk-publish',
      summary: 'Publish the drafts among the given posts',
      body: bulkBody,
      response: bulkPublishResponse,
    },
    bulkDelete: {
      method: 'POST',
      path: '/api/admin/blog/bulk-delete',
      summary: 'Delete the given posts',
      body: bulkBody,
      response: bulkDeleteResponse,
    },
    categories: {
      method: 'GET',
      path: '/api/admin/blog/categories',
      summary: 'Every category with its number of posts (all statuses)',
      response: categoryListResponse,
    },
    createCategory: {
      method: 'POST',
      path: '/api/admin/blog/categories',
      summary: 'Create a category (409 when the slug is taken)',
      body: taxonomyBody,
      response: categoryResponse,
      status: 201,
    },
    updateCategory: {
      method: 'PUT',
      path: '/api/admin/blog/categories/:id',
      summary: 'Rename a category',
      params: idParam,
      body: taxonomyBody,
      response: categoryResponse,
    },
    removeCategory: {
      method: 'DELETE',
      path: '/api/admin/blog/categories/:id',
      summary: 'Delete a category (its posts stay)',
      params: idParam,
      response: successMessage,
    },
    tags: {
      method: 'GET',
      path: '/api/admin/blog/tags',
      summary: 'Every tag with its number of posts (all statuses)',
      response: tagListResponse,
    },
    createTag: {
      method: 'POST',
      path: '/api/admin/blog/tags',
      summary: 'Create a tag (409 when the slug is taken)',
      body: taxonomyBody,
      response: tagResponse,
      status: 201,
    },
    updateTag: {
      method: 'PUT',
      path: '/api/admin/blog/tags/:id',
      summary: 'Rename a tag',
      params: idParam,
      body: taxonomyBody,
      response: tagResponse,
    },
    removeTag: {
      method: 'DELETE',
      path: '/api/admin/blog/tags/:id',
      summary: 'Delete a tag (its posts stay)',
      params: idParam,
      response: successMessage,
    },
  },
);
