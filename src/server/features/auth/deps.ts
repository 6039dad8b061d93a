/**
 * What the account flows need. Each flow maps better-auth's outcome onto the spec's bodies and
 * statuses (docs/decisions.md, "Sessions and accounts") and records the security event. The flows'
 * `headers` are the caller's request headers (credentials, user agent, client IP).
 */
import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { SecurityLog } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { Auth } from './better-auth.ts';

export interface AccountDeps {
  db: Db;
  auth: Auth;
  securityLog: SecurityLog;
  /** Runs after each successful sign-up (other features react to new accounts here). */
  afterSignUp?: (user: { id: string; email: string }) => Promise<void>;
  /** Runs once an address is verified for the first time (the welcome e-mail goes out here). */
  afterVerification?: (user: { id: string; email: string; name: string }) => Promise<void>;
  /**
   * Runs when a magic link to an unverified account removed its earlier password, providers and
   * sessions (magic-link/unverified-access.ts): the owner is told by e-mail here.
   */
  afterUnverifiedAccessRevoked?: (user: { id: string; email: string; name: string }) => Promise<void>;
}

export async function findUserByEmail(db: Db, email: string) {
  return (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];
}

/** better-auth's error code (BANNED_USER, EMAIL_NOT_VERIFIED, …), or undefined for other errors. */
export function apiErrorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}
