/** E-mail verification: following the e-mailed link (single use), and sending a new link. */
import { isAPIError } from 'better-auth/api';
import { and, eq, sql } from 'drizzle-orm';
import { compactVerify, decodeJwt } from 'jose';
import { AppError } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import { securityLogs } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { type AccountDeps, findUserByEmail } from './deps.ts';

/**
 * Whether `token` carries a signature of ours (HS256 with the auth secret, as better-auth signs
 * verification links). Only the signature is checked, not the expiry: it tells a spent link of
 * ours, followed again after its address was verified, from a forged one.
 */
async function signedByUs(token: string, secret: string): Promise<boolean> {
  return compactVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] }).then(
    () => true,
    () => false,
  );
}

/** The `email` claim of a verification JWT, without checking it (better-auth does that). */
function emailInToken(token: string): string | undefined {
  try {
    const { email } = decodeJwt(token);
    return typeof email === 'string' ? email.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

export async function verifyEmail(deps: AccountDeps, token: string, meta: RequestMeta) {
  const { db, auth, securityLog, afterVerification } = deps;
  // better-auth checks the token's signature and expiry; we only read its e-mail to log the event.
  const email = emailInToken(token);
  const before = email ? await findUserByEmail(db, email) : undefined;
  const invalid = () =>
    new AppError('BAD_REQUEST', 'This verification link is invalid or has expired', {
      apiCode: 'link_invalid',
    });
  // Links are single-use: once the address is verified, every link for it is spent (better-auth
  // would answer success again, with a new session, for as long as the JWT lives). A genuine link
  // followed again says so and changes nothing; a forged one stays invalid.
  if (before?.emailVerified) {
    if (!(await signedByUs(token, (await auth.$context).secret))) throw invalid();
    return {
      success: true as const,
      alreadyVerified: true,
      message: 'This e-mail address is already verified. You can sign in.',
    };
  }
  try {
    await auth.api.verifyEmail({ query: { token } });
  } catch (error) {
    if (isAPIError(error)) throw invalid();
    throw error;
  }
  if (before && !before.emailVerified) {
    // The same link followed twice at once must verify (and welcome) once: the first request
    // to record email_verified, under a per-user lock, is the one that does.
    const first = await inTransaction(db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email_verified:${before.id}`}))`);
      const [already] = await tx
        .select({ id: securityLogs.id })
        .from(securityLogs)
        .where(and(eq(securityLogs.userId, before.id), eq(securityLogs.eventType, 'email_verified')))
        .limit(1);
      if (already) return false;
      await securityLog.write(
        {
          eventType: 'email_verified',
          description: `${before.email} verified their e-mail`,
          userId: before.id,
          meta,
        },
        tx,
      );
      return true;
    });
    if (first) await afterVerification?.(before);
  }
  return {
    success: true as const,
    alreadyVerified: false,
    message: 'Your e-mail address is verified. You can sign in now.',
  };
}

export async function resendVerification({ auth }: AccountDeps, email: string) {
  // Same answer whether or not the account exists (no enumeration); better-auth pads the timing.
  await auth.api.sendVerificationEmail({ body: { email } }).catch(() => undefined);
  return {
    success: true as const,
    message: 'If an unverified account exists for this e-mail, a new verification link is on its way.',
  };
}
