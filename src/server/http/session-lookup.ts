/**
 * The auth guard's lean session lookup. better-auth's `getSession` costs about 4 ms of CPU a call
 * (its endpoint machinery: Headers, hooks, cookie parsing, the adapter's row transforms); the guard
 * runs on every signed-in request. Here the credential is verified exactly as better-auth verifies
 * it, and the session is read with its user in one query by the unique token index. Nothing is
 * cached: a sign-out, ban, demotion or revocation is seen by the very next request on every
 * instance, because every request reads the database.
 *
 * Only the plain case is answered here: a valid signature, a live session that needs no refresh, no
 * stale cookie-cache cookie. Everything else (refresh after `updateAge`, an expired or unknown
 * session behind a cookie, which better-auth deletes and clears) is handed back to better-auth, so
 * its semantics stay the same.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';

/** What the lookup needs of better-auth's context (`await auth.$context`). */
export interface SessionSettingsSource {
  secret: string;
  authCookies: {
    sessionToken: { name: string };
    sessionData: { name: string };
  };
  sessionConfig: { expiresIn: number; updateAge: number };
}

export interface SessionSettings {
  secret: string;
  cookieName: string;
  /** The cookie-cache cookie's name: when it is sent, better-auth clears it (handed back). */
  sessionDataCookieName: string;
  expiresInMs: number;
  updateAgeMs: number;
}

export function sessionSettings(context: SessionSettingsSource): SessionSettings {
  return {
    secret: context.secret,
    cookieName: context.authCookies.sessionToken.name,
    sessionDataCookieName: context.authCookies.sessionData.name,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  };
}

/** The session and user as the guard needs them. */
export interface SessionRow {
  id: string;
  expiresAt: Date;
  impersonatedBy: string | null;
  user: {
    id: string;
    email: string;
    name: string;
    image: string | null;
    emailVerified: boolean;
    createdAt: Date;
    role: string;
    banned: boolean;
    banExpires: Date | null;
    locale: string | null;
  };
}

/**
 * Columns a route reads together with the session, in the lookup's one statement (a route's
 * `config.sessionColumns`, auth-guard.ts): GET /api/me reads the subscription and memberships so,
 * and makes one round trip instead of two. Correlated on `users.id` (qualified.ts).
 */
export interface SessionColumns<T extends Record<string, SQL> = Record<string, SQL>> {
  /** Names the prepared statement (`guard_session_by_token_<name>`): one name per set. */
  name: string;
  columns: T;
}

/** What a set of session columns reads, by name. */
export type SessionColumnValues<T extends Record<string, SQL>> = {
  [K in keyof T]: T[K] extends SQL<infer V> ? V : unknown;
};

export type LeanLookup =
  /** No valid credential: no session, and better-auth would not set a cookie either. */
  | { kind: 'none' }
  /** `extras`: the values of the route's session columns, when it asked for some. */
  | { kind: 'session'; session: SessionRow; extras: Record<string, unknown> | null }
  /** better-auth must answer (refresh, expiry, clean-up of cookies). */
  | { kind: 'library' };

const NONE: LeanLookup = { kind: 'none' };
const LIBRARY: LeanLookup = { kind: 'library' };

function tryDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The value of one cookie in a Cookie header, parsed like better-call's parseCookies (the first
 * occurrence wins, quotes stripped, URI-decoded).
 */
export function cookieValue(header: string, name: string): string | undefined {
  let index = 0;
  while (index < header.length) {
    const eqIdx = header.indexOf('=', index);
    if (eqIdx === -1) break;
    let endIdx = header.indexOf(';', index);
    if (endIdx === -1) endIdx = header.length;
    else if (endIdx < eqIdx) {
      index = header.lastIndexOf(';', eqIdx - 1) + 1;
      continue;
    }
    if (header.slice(index, eqIdx).trim() === name) {
      let value = header.slice(eqIdx + 1, endIdx).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      return tryDecode(value);
    }
    index = endIdx + 1;
  }
  return undefined;
}

const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/**
 * The session token inside a signed value `token.signature`, or null when the signature is not
 * the HMAC-SHA256 of the token under the secret (better-call's getSignedCookie: the last dot, a
 * 44-character standard base64 signature). Compared in constant time.
 */
export function verifySignedToken(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const token = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (!SIGNATURE.test(signature)) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const actual = Buffer.from(signature, 'base64');
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? token : null;
}

/**
 * The signed value of a bearer token as better-auth's bearer plugin (requireSignature) reads it:
 * `Bearer ` (any case) then the token; unsigned tokens are refused; URI-decoded like the plugin
 * does, then once more like the cookie it turns the token into.
 */
export function bearerValue(authorization: string): string | null {
  if (authorization.slice(0, 7).toLowerCase() !== 'bearer ') return null;
  const token = authorization.slice(7).trim();
  if (!token.includes('.')) return null;
  const decoded = token.includes('%') ? tryDecode(token) : token;
  return decoded.includes('%') ? tryDecode(decoded) : decoded;
}

export interface SessionLookup {
  /**
   * Bearer when `authorization` is given (the cookie is then ignored, as the guard requires);
   * `extra` adds a route's columns to the same statement.
   */
  find(
    credentials: { authorization: string | undefined; cookie: string | undefined },
    extra?: SessionColumns,
  ): Promise<LeanLookup>;
}

/** The user columns the guard needs of a session's (or an API key's) user. */
export const guardUserFields = {
  id: users.id,
  email: users.email,
  name: users.name,
  image: users.image,
  emailVerified: users.emailVerified,
  createdAt: users.createdAt,
  role: users.role,
  banned: users.banned,
  banExpires: users.banExpires,
  locale: users.locale,
};

/** The session and user columns every lookup reads. */
const sessionFields = {
  id: sessions.id,
  expiresAt: sessions.expiresAt,
  impersonatedBy: sessions.impersonatedBy,
  user: guardUserFields,
};

/**
 * The lookup over the service's database, with better-auth's settings (read once from its
 * context: secret, cookie names, expiry and refresh age; never session data).
 */
export function createSessionLookup(db: Db, settingsSource: Promise<SessionSettingsSource>): SessionLookup {
  let settings: Promise<SessionSettings> | undefined;
  // One statement per set of columns, each prepared once per connection: the token's session
  // joined with its user (and the route's columns).
  const statements = new Map<string, (token: string) => Promise<Array<SessionRow & { extras?: unknown }>>>();
  const statementFor = (extra: SessionColumns | undefined) => {
    const name = extra ? `guard_session_by_token_${extra.name}` : 'guard_session_by_token';
    let statement = statements.get(name);
    if (!statement) {
      const prepared = db
        .select({ ...sessionFields, ...(extra ? { extras: extra.columns } : {}) })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.token, sql.placeholder('token')))
        .limit(1)
        .prepare(name);
      statement = (token) => prepared.execute({ token });
      statements.set(name, statement);
    }
    return statement;
  };

  return {
    async find({ authorization, cookie }, extra) {
      settings ??= settingsSource.then(sessionSettings);
      const { secret, cookieName, sessionDataCookieName, expiresInMs, updateAgeMs } = await settings;
      let signed: string | null | undefined;
      const viaBearer = authorization !== undefined;
      if (viaBearer) signed = bearerValue(authorization);
      else if (cookie !== undefined) {
        if (cookie.includes(sessionDataCookieName)) return LIBRARY;
        signed = cookieValue(cookie, cookieName);
      }
      if (!signed) return NONE;
      const token = verifySignedToken(signed, secret);
      if (!token) return NONE;
      const [row] = await statementFor(extra)(token);
      // An unknown session behind a cookie: better-auth clears the cookie.
      if (!row) return viaBearer ? NONE : LIBRARY;
      const now = Date.now();
      const expiresAt = row.expiresAt.getTime();
      // Expired (better-auth deletes it) or due for its refresh (better-auth extends it).
      if (expiresAt < now || expiresAt - expiresInMs + updateAgeMs <= now) return LIBRARY;
      const { extras, ...session } = row;
      return { kind: 'session', session, extras: extra ? (extras as Record<string, unknown>) : null };
    },
  };
}
