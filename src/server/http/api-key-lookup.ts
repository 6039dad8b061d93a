/**
 * The guard's API-key lookup: `Authorization: Bearer sk_…` is hashed (SHA-256) and read with its
 * user in one query by the unique hash index. Nothing is cached: a revoked key is refused by the
 * very next request on every instance. The last use is written at most once a minute per key, and
 * not waited for: a request never pays for the bookkeeping.
 */
import { and, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashApiKey } from '../core/api-key-secret.ts';
import type { RequestApiKey } from '../core/session.ts';
import type { Db } from '../db/client.ts';
import { qualified } from '../db/qualified.ts';
import { apiKeys, organizationMembers, users } from '../db/schema.ts';
import { guardUserFields, type SessionRow } from './session-lookup.ts';

export interface ApiKeyLookup {
  /**
   * The key and its user (the guard makes the caller of them, with the session's ban rule), or
   * null when the key is unknown, revoked or expired, or an organization's key's user left it.
   */
  find(
    secret: string,
    ipAddress: string | null,
  ): Promise<{ key: RequestApiKey; user: SessionRow['user'] } | null>;
}

const MINUTE_MS = 60_000;

/**
 * A column read with the key (correlated on `api_key`), handed to the key's caller as
 * `apiKey.extras`: the customer's entitlements (features/entitlements), so the plan check that
 * follows costs no round trip of its own.
 */
export type ApiKeyColumn = SQL;

export function createApiKeyLookup(db: Db, log: FastifyBaseLogger, extras?: ApiKeyColumn): ApiKeyLookup {
  const touch = (id: string, ipAddress: string | null, now: Date) =>
    db
      .update(apiKeys)
      .set({ lastUsedAt: now, lastUsedIp: ipAddress })
      .where(
        and(
          eq(apiKeys.id, id),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - MINUTE_MS))),
        ),
      )
      .catch((error: unknown) => log.warn({ err: error }, 'could not record an API key use'));

  // Prepared once per connection, as the session lookup is (session-lookup.ts).
  const statement = db
    .select({
      id: apiKeys.id,
      scopes: apiKeys.scopes,
      organizationId: apiKeys.organizationId,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      user: guardUserFields,
      // An organization's key works while its user is a member (a key whose creator left: 401).
      member: sql<boolean>`${qualified(apiKeys.organizationId)} is null or exists (
        select 1 from ${organizationMembers} m
        where m.organization_id = ${qualified(apiKeys.organizationId)} and m.user_id = ${qualified(apiKeys.userId)})`,
      extras: extras ?? sql<null>`null`,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.secretHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('guard_api_key_by_hash');

  return {
    async find(secret, ipAddress) {
      const [row] = await statement.execute({ hash: hashApiKey(secret) });
      const now = new Date();
      if (!row || row.revokedAt || (row.expiresAt && row.expiresAt <= now) || !row.member) return null;
      if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= MINUTE_MS)
        void touch(row.id, ipAddress, now);
      return {
        key: { id: row.id, scopes: row.scopes, organizationId: row.organizationId, extras: row.extras },
        user: row.user,
      };
    },
  };
}
