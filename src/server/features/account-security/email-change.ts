/**
 * POST /api/me/email: after the password check (or, for an account without a password, the
 * e-mailed confirmation code), a link goes to the new address; nothing changes
 * until it is followed (POST /api/me/email/confirm), so nobody can move an account to an address
 * they do not read. Once it is, the address is verified and the old address is told.
 */
import { eq } from 'drizzle-orm';
import type { ChangeEmailBody } from '../../../shared/contracts/account-security.ts';
import { isLocale } from '../../../shared/i18n/locales.ts';
import { AppError } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { RequestSession } from '../../core/session.ts';
import { users } from '../../db/schema.ts';
import { findUserByEmail } from '../auth/index.ts';
import { assertConfirmed } from './confirmation-code.ts';
import type { AccountSecurityDeps } from './deps.ts';
import { newLinkToken, storeSecret, takeSecret } from './tokens.ts';

const PURPOSE = 'email-change';
const LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const EMAIL_CHANGE_SENT =
  'We sent a confirmation link to the new address. The change applies once it is followed.';

export async function requestEmailChange(
  deps: AccountSecurityDeps,
  session: RequestSession,
  body: ChangeEmailBody,
  meta: RequestMeta,
) {
  const { user } = session;
  await assertConfirmed(deps.db, user.id, body);
  if (body.newEmail === user.email)
    throw new AppError('BAD_REQUEST', 'This is already your e-mail address', { apiCode: 'email_unchanged' });
  await deps.securityLog.write({
    eventType: 'email_change_requested',
    description: `${user.email} asked to change their e-mail address to ${body.newEmail}`,
    userId: user.id,
    metadata: { newEmail: body.newEmail },
    meta,
  });
  // An address already in use gets no link, and the answer is the same (no account enumeration).
  if (!(await findUserByEmail(deps.db, body.newEmail))) {
    const token = newLinkToken();
    await storeSecret(deps.db, {
      purpose: PURPOSE,
      secret: token,
      value: JSON.stringify({ userId: user.id, newEmail: body.newEmail }),
      ttlMs: LINK_TTL_MS,
    });
    await deps.mailer.sendTemplate(
      'email_change_confirm',
      body.newEmail,
      { name: user.name, url: `${deps.baseUrl}/confirm-email-change?token=${encodeURIComponent(token)}` },
      user.locale ?? undefined,
    );
  }
  return { success: true as const, message: EMAIL_CHANGE_SENT };
}

export async function confirmEmailChange(deps: AccountSecurityDeps, token: string, meta: RequestMeta) {
  const value = await takeSecret(deps.db, PURPOSE, token);
  if (!value)
    throw new AppError('BAD_REQUEST', 'The link is invalid or has expired', { apiCode: 'link_invalid' });
  const { userId, newEmail } = JSON.parse(value) as { userId: string; newEmail: string };
  const [before] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!before)
    throw new AppError('BAD_REQUEST', 'The link is invalid or has expired', { apiCode: 'link_invalid' });
  if (await findUserByEmail(deps.db, newEmail))
    throw new AppError('CONFLICT', 'This e-mail address is already in use', { apiCode: 'email_taken' });
  // The unique index settles a race with a sign-up on the same address (409 from the handler).
  await deps.db
    .update(users)
    .set({ email: newEmail, emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await deps.securityLog.write({
    eventType: 'email_changed',
    description: `${before.email} changed their e-mail address to ${newEmail}`,
    userId,
    metadata: { from: before.email, to: newEmail },
    meta,
  });
  await deps.mailer.sendTemplate(
    'email_change_notice',
    before.email,
    { name: before.name, newEmail, url: `${deps.baseUrl}/contact` },
    isLocale(before.locale) ? before.locale : undefined,
  );
  return { success: true as const, email: newEmail };
}
