import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { adminUsersApi } from '@/lib/api/admin-users';
import {
  type BlogListQuery,
  type BlogPost,
  blogApi,
  type PostBody,
  type TermBody,
  type TermKind,
} from '@/lib/api/blog';

export const ADMIN_POSTS_PAGE_SIZE = 20;

export function useAdminPosts(params: BlogListQuery) {
  return useQuery({
    queryKey: ['admin', 'blog', 'posts', params],
    queryFn: () => blogApi.list({ limit: ADMIN_POSTS_PAGE_SIZE, ...params }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPost(id: number | undefined) {
  return useQuery({
    queryKey: ['admin', 'blog', 'post', id],
    queryFn: () => blogApi.admin.post(id as number),
    enabled: id !== undefined,
    // The editor holds unsaved text: never refetch under it.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failureCount, error) =>
      error instanceof ApiError && (error.status === 0 || error.status >= 500) && failureCount < 2,
  });
}

export function useAdminCategories() {
  return useQuery({ queryKey: ['admin', 'blog', 'categories'], queryFn: blogApi.admin.categories });
}

export function useAdminTags() {
  return useQuery({ queryKey: ['admin', 'blog', 'tags'], queryFn: blogApi.admin.tags });
}

/** Possible authors: posts are written by admins. */
export function useAuthors() {
  return useQuery({
    queryKey: ['admin', 'blog', 'authors'],
    queryFn: () => adminUsersApi.list({ role: 'admin', limit: 100 }),
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
  | { kind: 'publish' | 'unpublish' | 'delete'; post: BlogPost }
  | { kind: 'bulk-publish' | 'bulk-delete'; ids: number[] };

export function usePostAction() {
  const invalidate = useInvalidateBlog();
  return useMutation({
    mutationFn: async (action: PostAction): Promise<unknown> => {
      switch (action.kind) {
        case 'publish':
          return blogApi.admin.publish(action.post.id);
        case 'unpublish':
          return blogApi.admin.unpublish(action.post.id);
        case 'delete':
          return blogApi.admin.remove(action.post.id);
        case 'bulk-publish':
          return blogApi.admin.bulkPublish(action.ids);
        case 'bulk-delete':
          return blogApi.admin.bulkDelete(action.ids);
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
    mutationFn: async ({ id, body }: { id?: number; body: PostBody }): Promise<BlogPost> => {
      if (id === undefined) return (await blogApi.admin.create(body)).post;
      const answer = (await blogApi.admin.update(id, body)) as BlogPost | { post: BlogPost };
      // The contract says PUT answers the post itself; accept `{ post }` too.
      return 'post' in answer && answer.post ? answer.post : (answer as BlogPost);
    },
    // The editor's copy becomes the saved post at once (it is refetched with the rest after).
    onSuccess: (post) => {
      queryClient.setQueryData<{ post: BlogPost }>(['admin', 'blog', 'post', post.id], (current) => ({
        post: { ...current?.post, ...post },
      }));
    },
    onSettled: invalidate,
  });
}

export type TermAction =
  | { kind: 'create'; body: TermBody }
  | { kind: 'update'; id: number; body: TermBody }
  | { kind: 'delete'; id: number };

export function useTermAction(kind: TermKind) {
  const invalidate = useInvalidateBlog();
  return useMutation({
    mutationFn: async (action: TermAction): Promise<unknown> => {
      const { admin } = blogApi;
      if (kind === 'categories') {
        if (action.kind === 'create') return admin.createCategory(action.body);
        if (action.kind === 'update') return admin.updateCategory(action.id, action.body);
        return admin.deleteCategory(action.id);
      }
      if (action.kind === 'create') return admin.createTag(action.body);
      if (action.kind === 'update') return admin.updateTag(action.id, action.body);
      return admin.deleteTag(action.id);
    },
    onSettled: invalidate,
  });
}
