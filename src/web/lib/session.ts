import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { ensureAreas, t } from '@/i18n/store';
import { ApiError } from '@/lib/api';
import { authApi } from '@/lib/api/auth';
import { type Me, meApi } from '@/lib/api/me';
import { toast } from '@/lib/toast';

/**
 * The server's readable `signed_in` hint cookie, set and cleared with the HttpOnly session cookie
 * (it grants nothing). Without it the visitor is signed out and GET /api/me is not asked, so a
 * visitor's pages log no 401.
 */
const SESSION_HINT = 'signed_in';

function hasSessionHint(): boolean {
  // The server renders pages for signed-out visitors only.
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT}=`));
}

function clearSessionHint(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the hint is a plain, non-secret flag
  document.cookie = `${SESSION_HINT}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/**
 * Who is signed in, learned only from GET /api/me (401 means "signed out", not an error), asked
 * only when the signed-in hint is there. Page loads never call /api/auth/*, whose rate limit is small.
 */
export const meQueryOptions = queryOptions({
  queryKey: ['me'],
  queryFn: async (): Promise<Me | null> => {
    if (!hasSessionHint()) return null;
    try {
      const { user } = await meApi.get();
      return user;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        clearSessionHint();
        return null;
      }
      throw error;
    }
  },
  staleTime: 5 * 60_000,
  // Retry only what may pass on its own: the network (status 0) or the server (5xx).
  retry: (failureCount, error) =>
    error instanceof ApiError && (error.status === 0 || error.status >= 500) && failureCount < 2,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/** Signs out, forgets the cached user and goes home (or to sign-in, coming back to `returnTo`). */
export function useSignOut(options: { returnTo?: string } = {}) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: async () => {
      try {
        await authApi.signOut();
      } catch (error) {
        // A 401 means the session was already gone: that is signed out too.
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
    onSuccess: async () => {
      // Forget everything cached for the previous user.
      queryClient.clear();
      queryClient.setQueryData(meQueryOptions.queryKey, null);
      // Signing out works from every page, not only those that load the sign-in messages.
      await ensureAreas(['auth']);
      toast.success(t('auth.signOut.done'));
      if (options.returnTo) await router.navigate({ to: '/sign-in', search: { redirect: options.returnTo } });
      else await router.navigate({ to: '/' });
    },
    onError: async (error) => {
      // The wording helpers load only when a sign-out fails: the shell of every page stays light.
      const { apiErrorMessage } = await import('@/lib/forms');
      toast.error(apiErrorMessage(error));
    },
  });
}
