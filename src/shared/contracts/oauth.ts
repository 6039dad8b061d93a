/**
 * The contract of the sign-in providers (GitHub, Google, OpenID Connect): what the sign-in page
 * offers, the redirect flow's query, and the caller's linked accounts (/api/me/accounts).
 */
import { z } from 'zod';

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
