/**
 * Sign-in providers (GitHub, Google, OpenID Connect): what the sign-in page offers, the
 * address that starts a provider's redirect flow, and the caller's linked providers.
 */
import type { LinkedAccounts, OAuthProvider, SignInMethods, unlinkResponse } from '@shared/contracts/oauth';
import type { z } from 'zod';
import { request } from '../api';

export const oauthApi = {
  methods: () => request<SignInMethods>('GET', '/api/auth/providers'),
  /** A full-page navigation to this starts the flow (signed in, it links the provider). */
  startUrl: (provider: OAuthProvider, returnTo: string) =>
    `/api/auth/oauth/${provider}?${new URLSearchParams({ returnTo })}`,
  linked: () => request<LinkedAccounts>('GET', '/api/me/accounts'),
  unlink: (provider: OAuthProvider) =>
    request<z.output<typeof unlinkResponse>>('DELETE', `/api/me/accounts/${provider}`),
};
