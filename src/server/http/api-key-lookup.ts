/**
 * The guard's API-key lookup: `Authorization: Bearer sk_…` is hashed (SHA-256) and read with its
 * user in one query by the unique hash index. Nothing is cached: a revoked key is refused by the
 * very next request on every instance. The last use is written at most once a minute per key, and
 * not waited for: a request never pays for the bookkeeping.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isLocale } from '../../shared/i18n/locales.ts';
import { hashApiKey } from '../core/api-key-secret.ts';
import type { RequestSession } from '../core/session.ts';
import type { Db } from '../db/client.ts';
import { apiKeys, users } from '../db/schema.ts';

export interface ApiKeyLookup {
  /** The key's caller, or null when the key is unknown, revoked or expired, or its user banned. */
  find(secret: string, ipAddress: string | null): Promise<RequestSession | null>;
}

const MINUTE_MS = 60_000;

export function createApiKeyLookup(db: Db, log: FastifyBaseLogger): ApiKeyLookup {
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

  return {
    async find(secret, ipAddress) {
      const [row] = await db
        .select({
          id: apiKeys.id,
          scopes: apiKeys.scopes,
          organizationId: apiKeys.organizationId,
          expiresAt: apiKeys.expiresAt,
          revokedAt: apiKeys.revokedAt,
          lastUsedAt: apiKeys.lastUsedAt,
          user: {
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
          },
        })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .where(eq(apiKeys.secretHash, hashApiKey(secret)))
        .limit(1);
      const now = new Date();
      if (!row || row.revokedAt || (row.expiresAt && row.expiresAt <= now)) return null;
      const { user } = row;
      if (user.banned && (!user.banExpires || user.banExpires > now)) return null;
      if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= MINUTE_MS)
        void touch(row.id, ipAddress, now);
      return {
        id: row.id,
        via: 'api_key',
        impersonatedBy: null,
        apiKey: { id: row.id, scopes: row.scopes, organizationId: row.organizationId },
        user: {
          id: user.id,
          email: user.email,
          name: user.name,
          image: user.image ?? null,
          role: user.role === 'admin' ? 'admin' : 'user',
          emailVerified: user.emailVerified,
          createdAt: user.createdAt,
          locale: isLocale(user.locale) ? user.locale : null,
        },
      };
    },
  };
}
