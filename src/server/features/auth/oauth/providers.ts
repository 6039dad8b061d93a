/**
 * The sign-in providers as better-auth options: GitHub and Google through its social providers,
 * any OpenID Connect issuer through its generic OAuth plugin (endpoints from discovery). Each is
 * present only when configured. Every provider returns to our own callback route
 * (/api/auth/oauth/{id}/callback); better-auth's HTTP handler is not mounted.
 */
import { genericOAuth } from 'better-auth/plugins';
import type { OAuthConfig } from '../../../config.ts';

export const OAUTH_PROVIDER_IDS = ['github', 'google', 'oidc'] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDER_IDS)[number];

export const isOAuthProviderId = (value: string): value is OAuthProviderId =>
  (OAUTH_PROVIDER_IDS as readonly string[]).includes(value);

/** The redirect URI to register with a provider. */
export const oauthCallbackUrl = (baseUrl: string, provider: OAuthProviderId) =>
  `${baseUrl}/api/auth/oauth/${provider}/callback`;

/** The configured providers, in the order the sign-in page shows them. */
export function configuredProviders(config: OAuthConfig): Array<{ id: OAuthProviderId; name: string }> {
  const providers: Array<{ id: OAuthProviderId; name: string }> = [];
  if (config.github) providers.push({ id: 'github', name: 'GitHub' });
  if (config.google) providers.push({ id: 'google', name: 'Google' });
  if (config.oidc) providers.push({ id: 'oidc', name: config.oidc.name });
  return providers;
}

/** better-auth's `socialProviders` option. */
export function socialProviders(config: OAuthConfig, baseUrl: string) {
  return {
    ...(config.github
      ? { github: { ...config.github, redirectURI: oauthCallbackUrl(baseUrl, 'github') } }
      : {}),
    ...(config.google
      ? { google: { ...config.google, redirectURI: oauthCallbackUrl(baseUrl, 'google') } }
      : {}),
  };
}

/** The generic OAuth plugin for the OpenID Connect issuer, or none. */
export function oidcPlugins(config: OAuthConfig, baseUrl: string) {
  const { oidc } = config;
  if (!oidc) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: 'oidc',
          name: oidc.name,
          clientId: oidc.clientId,
          clientSecret: oidc.clientSecret,
          discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
          // The ID token must be signed by the issuer's keys and bound to this flow's nonce.
          requireIdTokenVerification: true,
          redirectURI: oauthCallbackUrl(baseUrl, 'oidc'),
        },
      ],
    }),
  ];
}
