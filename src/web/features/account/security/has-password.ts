import { useQuery } from '@tanstack/react-query';
import { oauthApi } from '@/lib/api/oauth';

/**
 * Whether the account has a password, from GET /api/me/accounts (the linked-accounts card reads
 * the same query, so the page asks once). An account created through a sign-in provider or a
 * magic link has none: its forms confirm with an e-mailed code instead. Undefined while loading.
 */
export const signInMethodsQuery = { queryKey: ['me', 'accounts'], queryFn: oauthApi.linked } as const;

export function useHasPassword(): boolean | undefined {
  return useQuery(signInMethodsQuery).data?.hasPassword;
}
