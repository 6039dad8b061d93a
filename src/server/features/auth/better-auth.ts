/**
 * better-auth does the security-critical work (password hashing, sessions, tokens, bans) behind
 * our own /api/auth/* routes. Its HTTP handler is never mounted: routes call `auth.api.*`
 * directly, so the spec's paths, bodies and envelope stay ours.
 */
import { passkey } from '@better-auth/passkey';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { betterAuth } from 'better-auth/minimal';
import { admin, bearer, magicLink } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import { PASSWORD_MAX, PASSWORD_MIN, safeReturnPath } from '../../../shared/auth-contracts.ts';
import { brand } from '../../../shared/brand.ts';
import type { OAuthConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { CLIENT_IP_HEADER } from '../../http/auth-cookies.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { sendMagicLinkEmail } from './magic-link/send.ts';
import { MAGIC_LINK_TTL_SECONDS } from './magic-link/ttl.ts';
import { oidcPlugins, socialProviders } from './oauth/providers.ts';
import { oauthSignUpPolicy } from './oauth/sign-up-policy.ts';
import { hashPassword, type ScryptParameters, verifyPassword } from './password.ts';
import { twoFactorSessionPlugin } from './two-factor/session-plugin.ts';

export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
export const VERIFICATION_TTL_SECONDS = 24 * 60 * 60;

export interface AuthDeps {
  db: Db;
  /** better-auth's own messages go to the service's log instead of the console. */
  log?: FastifyBaseLogger;
  mailer: Mailer;
  secret: string;
  baseUrl: string;
  requireEmailVerification: boolean;
  /** GitHub, Google and OpenID Connect sign-in; none when absent. */
  oauth?: OAuthConfig;
  /** The cost of new password hashes: OWASP's unless told (`hashCostFor`, password.ts). */
  passwordHashCost?: ScryptParameters;
}

const NO_OAUTH: OAuthConfig = { github: undefined, google: undefined, oidc: undefined };

export function banMessage(user: { banReason?: string | null; banExpires?: Date | string | null }): string {
  const reason = user.banReason?.trim() || 'No reason given';
  const expires = user.banExpires ? ` until ${new Date(user.banExpires).toISOString()}` : '';
  return `Your account is banned${expires}. Reason: ${reason}`;
}

export function createAuth(deps: AuthDeps) {
  const { db, mailer, baseUrl } = deps;
  const oauth = deps.oauth ?? NO_OAUTH;
  return betterAuth({
    appName: brand.name,
    baseURL: baseUrl,
    basePath: '/api/auth',
    secret: deps.secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        passkey: schema.passkeys,
      },
    }),
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message) => {
        // "User not found" and "Invalid password" are ordinary failed sign-ins, already recorded
        // in the security log; debug level keeps them out of production logs.
        deps.log?.debug({ source: 'better-auth', level }, message);
      },
    },
    // The spec's limits are enforced by our rate limiter, once, for every route.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      requireEmailVerification: deps.requireEmailVerification,
      revokeSessionsOnPasswordReset: true,
      // better-auth's format, compared in constant time (password.ts).
      password: { hash: (password) => hashPassword(password, deps.passwordHashCost), verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, token }) {
        const url = `${baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.sendTemplate('password_reset', user.email, { name: user.name, url });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFICATION_TTL_SECONDS,
      async sendVerificationEmail({ user, token, url: betterAuthUrl }) {
        const url = `${baseUrl}/verify-email?token=${encodeURIComponent(token)}${returnParam(betterAuthUrl)}`;
        await mailer.sendTemplate('email_verification', user.email, { name: user.name, url });
      },
    },
    session: { expiresIn: SESSION_TTL_SECONDS, updateAge: 24 * 60 * 60 },
    socialProviders: socialProviders(oauth, baseUrl),
    account: {
      // A provider's address links to an existing account only when the provider says it is
      // verified (and ours is too); no provider is trusted without that. A different (verified)
      // address may link only when the signed-in owner links it (the security page's "Link"):
      // better-auth consults allowDifferentEmails in that explicit link flow alone, while a
      // sign-in links only the account whose address is the provider's (oidc.test.ts checks
      // both). A validateUserInfo gate is no way to narrow it further: with one set, the library
      // refuses every user created outside a request, such as the operator's admin (bootstrap.ts).
      accountLinking: { enabled: true, trustedProviders: [], allowDifferentEmails: true },
    },
    // The saved language: set at sign-up from the request (so the verification e-mail is already
    // in it), changed with PUT /api/me, and read with the session like the rest of the user.
    user: { additionalFields: { locale: { type: 'string', required: false } } },
    advanced: {
      cookiePrefix: 'starter',
      useSecureCookies: baseUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'], bannedUserMessage: (user) => banMessage(user) }),
      // Bearer tokens must carry the cookie's HMAC signature, so a leaked DB row is not a credential.
      bearer({ requireSignature: true }),
      ...oidcPlugins(oauth, baseUrl),
      oauthSignUpPolicy(),
      // The session after a two-factor challenge (two-factor/challenge-sign-in.ts).
      twoFactorSessionPlugin(),
      // Single use (consumed atomically), 15 minutes, stored hashed; links go to existing accounts
      // only (magic-link/request.ts), and disableSignUp keeps the library from creating one.
      magicLink({
        expiresIn: MAGIC_LINK_TTL_SECONDS,
        storeToken: 'hashed',
        disableSignUp: true,
        sendMagicLink: ({ email, token }) => sendMagicLinkEmail({ db, mailer, baseUrl }, email, token),
      }),
      // WebAuthn relying party: this site (rpID = BASE_URL's host, origin = BASE_URL's origin).
      passkey({ rpName: brand.name, rpID: new URL(baseUrl).hostname, origin: new URL(baseUrl).origin }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The sign-up's return path (its callbackURL, inside better-auth's own link) as our link's
 * `redirect`, so that verifying and signing in lead back to it (an invitation); none for "/".
 */
function returnParam(betterAuthUrl: string): string {
  const callback = new URL(betterAuthUrl, 'http://localhost').searchParams.get('callbackURL');
  const path = safeReturnPath(callback, '/');
  return path === '/' ? '' : `&redirect=${encodeURIComponent(path)}`;
}
