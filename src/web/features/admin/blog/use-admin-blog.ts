import type { BlogListQuery, PostInput, PostOut, TermInput } from '@shared/contracts/blog';
import { adminUserEndpoints } from '@shared/endpoints/admin-users';
import {
  blogAdminEndpoints as admin,
  blogEndpoints,
  blogPostAdminEndpoints as writes,
} from '@shared/endpoints/blog';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { api } from '@/lib/api-call';

export const ADMIN_POSTS_PAGE_SIZE = 20;

/** Categories and tags share their admin routes: /api/admin/blog/{kind}. */
export type TermKind = 'categories' | 'tags';

export function useAdminPosts(params: BlogListQuery) {
  return useQuery({
    queryKey: ['admin', 'blog', 'posts', params],
    queryFn: () => api(blogEndpoints.list, { query: { limit: ADMIN_POSTS_PAGE_SIZE, ...params } }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPost(id: number | undefined) {
  return useQuery({
    queryKey: ['admin', 'blog', 'post', id],
    queryFn: () => api(admin.post, { params: { id: id as number } }),
    enabled: id !== undefined,
    // The editor holds unsaved text: never refetch under it.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failureCount, error) =>
      error instanceof ApiError && (error.status === 0 || error.status >= 500) && failureCount < 2,
  });
}

export function useAdminCategories() {
  return useQuery({ queryKey: ['admin', 'blog', 'categories'], queryFn: () => api(admin.categories) });
}

export function useAdminTags() {
  return useQuery({ queryKey: ['admin', 'blog', 'tags'], queryFn: () => api(admin.tags) });
}

/** Possible authors: posts are written by admins. */
export function useAuthors() {
  return useQuery({
    queryKey: ['admin', 'blog', 'authors'],
    queryFn: () => api(adminUserEndpoints.list, { query: { role: 'admin', limit: 100 } }),
    staleTime: 5 * 60_000,
  });
}

/** After any write: the admin lists, the public pages and the dashboard's numbers. */
function useInvalidateBlog() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'blog'] }),
      queryClient.invalidateQueries({ queryKey: ['blog'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
    ]);
}

export type PostAction =
  | { kind: 'publish' | 'unpublish' | 'delete'; post: PostOut }
  | { kind: 'bulk-publish' | 'bulk-delete'; ids: number[] };

export function usePostAction() {
  const invalidate = useInvalidateBlog();
  return useMutation({
    mutationFn: async (action: PostAction): Promise<unknown> => {
      switch (action.kind) {
        case 'publish':
          return api(writes.publish, { params: { id: action.post.id }, body: {} });
        case 'unpublish':
          return api(writes.unpublish, { params: { id: action.post.id }, body: undefined });
        case 'delete':
          return api(writes.remove, { params: { id: action.post.id } });
        case 'bulk-publish':
          return api(admin.bulkPublish, { body: { ids: action.ids } });
        case 'bulk-delete':
          return api(admin.bulkDelete, { body: { ids: action.ids } });
      }
    },
    onSettled: invalidate,
  });
}

/** Create (no id) or update a post; answers the saved post either way. */
export function useSavePost() {
  const invalidate = useInvalidateBlog();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: PostInput }): Promise<PostOut> => {
      if (id === undefined) return (await api(writes.create, { body })).post;
      const answer = (await api(writes.update, { params: { id }, body })) as PostOut | { post: PostOut };
      // The contract says PUT answers the post itself; accept `{ post }` too.
      return 'post' in answer && answer.post ? answer.post : (answer as PostOut);
    },
    // The editor's copy becomes the saved post at once (it is refetched with the rest after).
    onSuccess: (post) => {
      queryClient.setQueryData<{ post: PostOut }>(['admin', 'blog', 'post', post.id], (current) => ({
        post: { ...current?.post, ...post },
      }));
    },
    onSettled: invalidate,
  });
}

export type TermAction =
  | { kind: 'create'; body: TermInput }
  | { kind: 'update'; id: number; body: TermInput }
  | { kind: 'delete'; id: number };

export function useTermAction(kind: TermKind) {
  const invalidate = useInvalidateBlog();
  return useMutation({
    mutationFn: async (action: TermAction): Promise<unknown> => {
      if (kind === 'categories') {
        if (action.kind === 'create') return api(admin.createCategory, { body: action.body });
        if (action.kind === 'update')
          return api(admin.updateCategory, { params: { id: action.id }, body: action.body });
        return api(admin.removeCategory, { params: { id: action.id } });
      }
      if (action.kind === 'create') return api(admin.createTag, { body: action.body });
      if (action.kind === 'update')
        return api(admin.updateTag, { params: { id: action.id }, body: action.body });
      return api(admin.removeTag, { params: { id: action.id } });
    },
    onSettled: invalidate,
  });
}
