/** Sign-up: a new account, unverified and without a session (the verification e-mail goes out). */
import { isAPIError } from 'better-auth/api';
import { type SignUpBody, safeReturnPath } from '../../../shared/auth-contracts.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales.ts';
import { AppError } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { type AccountDeps, findUserByEmail } from './deps.ts';

export async function signUp(
  deps: AccountDeps,
  body: SignUpBody,
  headers: Headers,
  meta: RequestMeta,
  locale: Locale = DEFAULT_LOCALE,
) {
  const { db, auth, securityLog, afterSignUp } = deps;
  const taken = () =>
    new AppError('CONFLICT', 'An account with this e-mail already exists', { apiCode: 'email_taken' });
  if (await findUserByEmail(db, body.email)) throw taken();
  let created: { id: string; email: string };
  try {
    // The request's language is saved with the account, so every e-mail (the verification one
    // first) is in it until the user chooses another.
    // better-auth hands callbackURL to the verification e-mail's url (better-auth.ts reads it).
    const { returnTo, ...account } = body;
    const callbackURL = returnTo === undefined ? undefined : safeReturnPath(returnTo, '/');
    const result = await auth.api.signUpEmail({ body: { ...account, locale, callbackURL }, headers });
    created = result.user;
  } catch (error) {
    // A concurrent sign-up won the unique index; better-auth reports it as a failed create.
    if (isUniqueViolation(error) || (isAPIError(error) && (await findUserByEmail(db, body.email))))
      throw taken();
    throw error;
  }
  // With autoSignIn off, better-auth answers a duplicate that slipped past the check above (a
  // concurrent sign-up) with a made-up user instead of an error: the id must be a real row.
  const stored = await findUserByEmail(db, body.email);
  if (stored?.id !== created.id) throw taken();
  await afterSignUp?.(created);
  await securityLog.write({
    eventType: 'user_signup',
    description: `${created.email} signed up`,
    userId: created.id,
    meta,
  });
  return {
    user: { id: created.id, email: created.email, emailVerified: false as const },
    message: 'Account created. We sent a verification e-mail: follow its link to verify your address.',
  };
}
