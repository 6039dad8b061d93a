import { safeReturnPath } from '@shared/auth-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { t as translate } from '@/i18n/store';
import { meQueryOptions } from '@/lib/session';

/**
 * After a session was started without the password form (passkey, magic link): the same steps
 * as a password sign-in: forget the previous visitor's cache, learn who we are, greet, go on.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(
    async (redirect?: string) => {
      queryClient.clear();
      const me = await queryClient.fetchQuery(meQueryOptions);
      toast.success(
        me?.name
          ? translate('auth.signIn.welcomeName', { name: me.name })
          : translate('auth.signIn.signedIn'),
      );
      router.history.push(safeReturnPath(redirect));
    },
    [queryClient, router],
  );
}
