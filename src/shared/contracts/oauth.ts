/**
 * The contract of the sign-in providers (GitHub, Google, OpenID Connect): what the sign-in page
 * offers, the redirect flow's query, and the caller's linked accounts (/api/me/accounts).
 */
import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { errorResponses } from './error-body.ts';

export const OAUTH_PROVIDERS = ['github', 'google', 'oidc'] as const;
export const oauthProviderId = z.enum(OAUTH_PROVIDERS);
export type OAuthProvider = z.infer<typeof oauthProviderId>;

export const signInMethodsResponse = z.object({
  providers: z.array(z.object({ id: oauthProviderId, name: z.string() })),
  magicLink: z.boolean(),
  passkeys: z.boolean(),
});
export type SignInMethods = z.infer<typeof signInMethodsResponse>;

export const providerParams = z.object({ provider: oauthProviderId });

/**
 * A path on this site: one leading "/", not "//" (another host); no backslash or control
 * character, which browsers may read as "//" or drop.
 */
export function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  return ![...value].some(
    (char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f,
  );
}

export const oauthStartQuery = z.object({
  /** Where to go once signed in; anything but a path on this site becomes "/". */
  returnTo: z
    .string()
    .max(2000)
    .optional()
    .transform((value) => (value && isSitePath(value) ? value : '/')),
});

/** The provider's answer; better-auth checks state, PKCE and the code. */
export const oauthCallbackQuery = z
  .object({
    code: z.string().max(4096).optional(),
    state: z.string().max(4096).optional(),
    error: z.string().max(200).optional(),
    error_description: z.string().max(2000).optional(),
    iss: z.string().max(2000).optional(),
  })
  .loose();

export const linkedAccount = z.object({
  provider: oauthProviderId,
  name: z.string(),
  linkedAt: z.string(),
});

export const linkedAccountsResponse = z.object({
  accounts: z.array(linkedAccount),
  /** Configured providers not linked yet (the account page offers to link them). */
  available: z.array(z.object({ id: oauthProviderId, name: z.string() })),
  hasPassword: z.boolean(),
});
export type LinkedAccounts = z.infer<typeof linkedAccountsResponse>;

export const unlinkResponse = z.object({ success: z.literal(true) });

/** The error codes a failed provider sign-in brings back to the web app (`?error=`). */
export const OAUTH_ERRORS = [
  'account_not_linked',
  'email_not_verified',
  'banned',
  'link_failed',
  'oauth_failed',
] as const;
export type OAuthError = (typeof OAUTH_ERRORS)[number];

/** A redirect the browser follows (the Location header), documented with the standard errors. */
const redirect = { 302: z.null().describe('A redirect (Location header)'), ...errorResponses };

/**
 * What the sign-in page offers and the redirect flow (public, the auth rate-limit scope). The
 * flow is links a person follows, answered with redirects (`raw`). Signed in, it links a provider:
 * an impersonation session is refused (and has no use for signing in as someone else either).
 */
export const oauthEndpoints = endpoints(
  { access: 'public', tags: ['auth'] },
  {
    providers: {
      method: 'GET',
      path: '/api/auth/providers',
      summary: 'The ways to sign in this site offers (configured providers only)',
      response: signInMethodsResponse,
    },
    start: {
      method: 'GET',
      path: '/api/auth/oauth/:provider',
      accountSecurity: true,
      summary: 'Start signing in with a provider (302 to it); signed in, this links the provider instead',
      description: '`returnTo` must be a path on this site; anything else becomes "/".',
      params: providerParams,
      query: oauthStartQuery,
      responses: redirect,
      raw: true,
    },
    callback: {
      method: 'GET',
      path: '/api/auth/oauth/:provider/callback',
      accountSecurity: true,
      summary: "The provider's redirect back: sets the session cookie and redirects to returnTo",
      description:
        'Failures redirect to /sign-in?error=account_not_linked|email_not_verified|banned|link_failed|oauth_failed ' +
        '(a link started from the account page: back there with ?linked={provider}, or ?error= when refused).',
      params: providerParams,
      query: oauthCallbackQuery,
      responses: redirect,
      raw: true,
    },
  },
);

/** The caller's linked sign-in providers (/api/me/accounts). */
export const linkedAccountEndpoints = endpoints(
  { access: 'user', tags: ['me'] },
  {
    list: {
      method: 'GET',
      path: '/api/me/accounts',
      summary: 'Your linked sign-in providers',
      response: linkedAccountsResponse,
    },
    unlink: {
      method: 'DELETE',
      path: '/api/me/accounts/:provider',
      accountSecurity: true,
      summary: 'Unlink a provider (400 when it is your last way to sign in)',
      params: providerParams,
      response: unlinkResponse,
    },
  },
);
