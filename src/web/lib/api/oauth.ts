/**
 * Sign-in providers (GitHub, Google, OpenID Connect): what the sign-in page offers, the
 * address that starts a provider's redirect flow, and the caller's linked providers. The JSON
 * endpoints are declared in src/shared/contracts/oauth.ts.
 */
import type { OAuthProvider } from '@shared/contracts/oauth';
import { linkedAccountEndpoints, oauthEndpoints } from '@shared/endpoints/oauth';
import { api } from '../api-call';

export const oauthApi = {
  methods: () => api(oauthEndpoints.providers),
  /** A full-page navigation to this starts the flow (signed in, it links the provider). */
  startUrl: (provider: OAuthProvider, returnTo: string) =>
    `/api/auth/oauth/${provider}?${new URLSearchParams({ returnTo })}`,
  linked: () => api(linkedAccountEndpoints.list),
  unlink: (provider: OAuthProvider) => api(linkedAccountEndpoints.unlink, { params: { provider } }),
};
