/**
 * A better-auth plugin with the rules for what a provider's profile may do to our accounts:
 * - it may create an account only for an address it says is verified. Otherwise anyone could
 *   claim an address at a provider that does not check it and hold the account before its owner
 *   signs up;
 * - it may be linked to an existing account only with a verified address, and only to the
 *   account with that same address, except when the account's signed-in owner links it from the
 *   security page (the explicit link flow): then any address the provider verified will do.
 *
 * `accountLinking.allowDifferentEmails` is on (better-auth.ts) for that explicit flow; the library
 * consults it only there, and `validateUserInfo` below keeps every other link to the same address.
 */
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, getOAuthState } from 'better-auth/api';

/** The code the refused sign-in or link comes back with (`?error=`), mapped in flow.ts. */
export const UNVERIFIED_PROVIDER_EMAIL = 'PROVIDER_EMAIL_NOT_VERIFIED';
/** A provider's address that is not the account's, outside the explicit link flow. */
export const DIFFERENT_PROVIDER_EMAIL = 'PROVIDER_EMAIL_DIFFERS';

type LinkCandidate = { id?: unknown; email?: unknown; emailVerified?: unknown };
type LinkContext = {
  context: { internalAdapter: { findUserById(id: string): Promise<{ email: string } | null> } };
};

/** Why a provider account may not be linked to the user `candidate.id`, or undefined if it may. */
export async function linkRefusal(candidate: LinkCandidate, context: LinkContext) {
  if (candidate.emailVerified !== true) return UNVERIFIED_PROVIDER_EMAIL;
  const userId = String(candidate.id ?? '');
  // The state of the callback being handled, stored server-side when the flow started: `link`
  // is there only when the signed-in user started it from the security page.
  const link = (await getOAuthState())?.link;
  if (link && link.userId === userId) return undefined;
  const owner = userId ? await context.context.internalAdapter.findUserById(userId) : null;
  const email = typeof candidate.email === 'string' ? candidate.email.toLowerCase() : '';
  return owner && owner.email.toLowerCase() === email ? undefined : DIFFERENT_PROVIDER_EMAIL;
}

export const oauthSignUpPolicy = () =>
  ({
    id: 'oauth-sign-up-policy',
    init: () => ({
      options: {
        user: {
          async validateUserInfo({ user, source }, context) {
            if (source.method !== 'oauth' || source.action !== 'link-account') return;
            const refusal = await linkRefusal(user, context);
            if (!refusal) return;
            return {
              error: refusal,
              errorDescription:
                refusal === UNVERIFIED_PROVIDER_EMAIL
                  ? 'The provider has not verified this e-mail address'
                  : "The provider's e-mail address is not the account's",
            };
          },
        },
        databaseHooks: {
          user: {
            create: {
              async before(user, context) {
                // Only the provider callback creates users from a provider's profile.
                if (!context?.path?.startsWith('/callback/')) return;
                if (user.emailVerified) return;
                throw new APIError('FORBIDDEN', {
                  code: UNVERIFIED_PROVIDER_EMAIL,
                  message: 'The provider has not verified this e-mail address',
                });
              },
            },
          },
        },
      },
    }),
  }) satisfies BetterAuthPlugin;
