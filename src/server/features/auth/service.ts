/**
 * Account flows on top of better-auth: each call maps better-auth's outcome onto the spec's
 * bodies and statuses (decisions.md, "Sessions and accounts") and records the security event.
 * `headers` are the caller's request headers (credentials, user agent, client IP).
 */
import { isAPIError } from 'better-auth/api';
import { and, eq, sql } from 'drizzle-orm';
import type { SignInBody, SignUpBody } from '../../../shared/auth-contracts.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { securityLogs, users, verifications } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { RequestMeta, SecurityLog } from '../../http/security-log.ts';
import { type Auth, banMessage } from './better-auth.ts';

export interface AuthServiceDeps {
  db: Db;
  auth: Auth;
  securityLog: SecurityLog;
  /** Runs after each successful sign-up (other features react to new accounts here). */
  afterSignUp?: (user: { id: string; email: string }) => Promise<void>;
  /** Runs once an address is verified for the first time (the welcome e-mail goes out here). */
  afterVerification?: (user: { id: string; email: string; name: string }) => Promise<void>;
}

const INVALID_CREDENTIALS = 'Invalid email or password';
/**
 * forgot-password answers no sooner than this, account or not: for a known address better-auth
 * stores a token and we queue an e-mail (tens of milliseconds), which would otherwise tell who has
 * an account. better-auth pads resend-verification the same way (500 ms).
 */
export const FORGOT_PASSWORD_MIN_MS = 250;

function apiErrorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The `email` claim of a verification JWT, without checking it (better-auth does that). */
function emailInToken(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      email?: unknown;
    };
    return typeof payload.email === 'string' ? payload.email.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

export function createAuthService({
  db,
  auth,
  securityLog,
  afterSignUp,
  afterVerification,
}: AuthServiceDeps) {
  const findUserByEmail = async (email: string) =>
    (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];

  return {
    async signUp(body: SignUpBody, headers: Headers, meta: RequestMeta) {
      const taken = () => new AppError('CONFLICT', 'An account with this e-mail already exists');
      if (await findUserByEmail(body.email)) throw taken();
      let created: { id: string; email: string };
      try {
        const result = await auth.api.signUpEmail({ body, headers });
        created = result.user;
      } catch (error) {
        // A concurrent sign-up won the unique index; better-auth reports it as a failed create.
        if (isUniqueViolation(error) || (isAPIError(error) && (await findUserByEmail(body.email))))
          throw taken();
        throw error;
      }
      // With autoSignIn off, better-auth answers a duplicate that slipped past the check above (a
      // concurrent sign-up) with a made-up user instead of an error: the id must be a real row.
      const stored = await findUserByEmail(body.email);
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
    },

    async signIn(body: SignInBody, headers: Headers, meta: RequestMeta) {
      try {
        const { headers: responseHeaders, response } = await auth.api.signInEmail({
          body: { email: body.email, password: body.password },
          headers,
          returnHeaders: true,
        });
        const token = responseHeaders.get('set-auth-token');
        if (!token) throw new Error('better-auth returned no session token');
        const user = response.user as typeof response.user & { role?: string | null };
        await securityLog.write({
          eventType: 'user_login',
          description: `${user.email} signed in`,
          userId: user.id,
          meta,
        });
        return {
          cookies: responseHeaders,
          body: {
            session: {
              token,
              user: {
                id: user.id,
                email: user.email,
                name: user.name,
                role: user.role === 'admin' ? ('admin' as const) : ('user' as const),
              },
            },
          },
        };
      } catch (error) {
        const code = apiErrorCode(error);
        if (!code) throw error;
        const known = await findUserByEmail(body.email);
        const reason =
          code === 'BANNED_USER'
            ? 'banned'
            : code === 'EMAIL_NOT_VERIFIED'
              ? 'email_not_verified'
              : 'invalid_credentials';
        await securityLog.write({
          eventType: 'login_failed',
          description: `Failed sign-in for ${body.email} (${reason.replaceAll('_', ' ')})`,
          userId: known?.id ?? null,
          success: false,
          metadata: { email: body.email, reason },
          meta,
        });
        if (code === 'BANNED_USER' && known) throw new AppError('FORBIDDEN', banMessage(known));
        if (code === 'EMAIL_NOT_VERIFIED')
          throw new AppError('FORBIDDEN', 'Please verify your e-mail address before signing in');
        throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
      }
    },

    async signOut(session: { userId: string; email: string } | null, headers: Headers, meta: RequestMeta) {
      const { headers: responseHeaders } = await auth.api.signOut({ headers, returnHeaders: true });
      if (session) {
        await securityLog.write({
          eventType: 'user_logout',
          description: `${session.email} signed out`,
          userId: session.userId,
          meta,
        });
      }
      return { cookies: responseHeaders, body: { success: true as const } };
    },

    async verifyEmail(token: string, meta: RequestMeta) {
      // better-auth checks the token's signature and expiry; we only read its e-mail to log the event.
      const email = emailInToken(token);
      const before = email ? await findUserByEmail(email) : undefined;
      const invalid = () => new AppError('BAD_REQUEST', 'This verification link is invalid or has expired');
      // Links are single-use: once the address is verified, every link for it is spent (better-auth
      // would answer success again for as long as the JWT lives).
      if (before?.emailVerified) throw invalid();
      try {
        await auth.api.verifyEmail({ query: { token } });
      } catch (error) {
        if (isAPIError(error)) throw invalid();
        throw error;
      }
      if (before && !before.emailVerified) {
        // The same link followed twice at once must verify (and welcome) once: the first request
        // to record email_verified, under a per-user lock, is the one that does.
        const first = await db.transaction(async (tx) => {
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
            tx as unknown as Db,
          );
          return true;
        });
        if (first) await afterVerification?.(before);
      }
      return { success: true as const, message: 'Your e-mail address is verified. You can sign in now.' };
    },

    async resendVerification(email: string) {
      // Same answer whether or not the account exists (no enumeration); better-auth pads the timing.
      await auth.api.sendVerificationEmail({ body: { email } }).catch(() => undefined);
      return {
        success: true as const,
        message: 'If an unverified account exists for this e-mail, a new verification link is on its way.',
      };
    },

    async forgotPassword(email: string, meta: RequestMeta) {
      const started = performance.now();
      const known = await findUserByEmail(email);
      await auth.api.requestPasswordReset({ body: { email } });
      await securityLog.write({
        eventType: 'password_reset_requested',
        description: `Password reset requested for ${email}`,
        userId: known?.id ?? null,
        success: Boolean(known),
        metadata: { email, accountExists: Boolean(known) },
        meta,
      });
      const remaining = FORGOT_PASSWORD_MIN_MS - (performance.now() - started);
      if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
      return {
        success: true as const,
        message: 'If an account exists for this e-mail, a reset link is on its way.',
      };
    },

    async resetPassword(token: string, password: string, meta: RequestMeta) {
      const [pending] = await db
        .select({ userId: verifications.value })
        .from(verifications)
        .where(eq(verifications.identifier, `reset-password:${token}`))
        .limit(1);
      try {
        await auth.api.resetPassword({ body: { token, newPassword: password } });
      } catch (error) {
        if (isAPIError(error)) throw new AppError('BAD_REQUEST', 'This reset link is invalid or has expired');
        throw error;
      }
      await securityLog.write({
        eventType: 'password_reset',
        description: 'Password was reset with an e-mailed link; other sessions were signed out',
        userId: pending?.userId ?? null,
        meta,
      });
      return {
        success: true as const,
        message: 'Your password has been changed. Sign in with the new password.',
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
