import type { BlogListQuery, PostDetailOut } from '@shared/contracts/blog';
import { blogEndpoints as blog } from '@shared/endpoints/blog';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { api } from '@/lib/api-call';

export const BLOG_PAGE_SIZE = 9;

export function useBlogPosts(params: BlogListQuery) {
  return useQuery({
    queryKey: ['blog', 'list', params],
    queryFn: () => api(blog.list, { query: { limit: BLOG_PAGE_SIZE, ...params } }),
    placeholderData: keepPreviousData,
  });
}

export function useBlogCategories() {
  return useQuery({
    queryKey: ['blog', 'categories'],
    queryFn: () => api(blog.categories),
    staleTime: 60_000,
  });
}

export function useBlogTags() {
  return useQuery({ queryKey: ['blog', 'tags'], queryFn: () => api(blog.tags), staleTime: 60_000 });
}

const postKey = (slug: string) => ['blog', 'post', slug] as const;

export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: postKey(slug),
    queryFn: () => api(blog.post, { params: { slug } }),
    // Each fetch counts a view: do not refetch on focus; a 404 will not fix itself.
    refetchOnWindowFocus: false,
    staleTime: 60_000,
    retry: (failureCount, error) =>
      error instanceof ApiError && (error.status === 0 || error.status >= 500) && failureCount < 2,
  });
}

export function useRelatedPosts(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: ['blog', 'related', slug],
    queryFn: () => api(blog.related, { params: { slug } }),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * Like / unlike, optimistically: the count and the heart change at once and go back if the
 * request fails; the server's answer is the final word.
 */
export function useToggleLike(slug: string) {
  const queryClient = useQueryClient();
  const key = postKey(slug);
  type Cached = { post: PostDetailOut };
  return useMutation({
    mutationFn: (id: number) => api(blog.like, { params: { id } }),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Cached>(key);
      if (previous) {
        const { post } = previous;
        queryClient.setQueryData<Cached>(key, {
          post: {
            ...post,
            liked: !post.liked,
            likeCount: Math.max(0, post.likeCount + (post.liked ? -1 : 1)),
          },
        });
      }
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (result) => {
      queryClient.setQueryData<Cached>(key, (current) =>
        current ? { post: { ...current.post, liked: result.liked, likeCount: result.likeCount } } : current,
      );
      // Lists sorted by likes are now stale.
      void queryClient.invalidateQueries({ queryKey: ['blog', 'list'] });
    },
  });
}
