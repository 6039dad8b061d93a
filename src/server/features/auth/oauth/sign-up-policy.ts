/**
 * A better-auth plugin with one rule: a provider may create an account only for an address it
 * says is verified. Otherwise anyone could claim an address at a provider that does not check
 * it and hold the account before its owner signs up. (Linking to an existing account has the
 * same rule through `accountLinking`; this covers the first sign-in.)
 */
import type { BetterAuthPlugin } from 'better-auth';
import { APIError } from 'better-auth/api';

/** The code the refused sign-in comes back with (`?error=`), mapped in flow.ts. */
export const UNVERIFIED_PROVIDER_EMAIL = 'PROVIDER_EMAIL_NOT_VERIFIED';

export const oauthSignUpPolicy = () =>
  ({
    id: 'oauth-sign-up-policy',
    init: () => ({
      options: {
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
