/**
 * API keys: created for the caller's personal space, or for an organization by its owner or an
 * admin; the secret (`sk_` + 32 random bytes, base64url) is returned once and only its SHA-256
 * kept (http/api-key-lookup.ts reads it). A key needs the customer's plan to have `apiAccess`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { API_KEY_PREFIX, type ApiKeyScope } from '../../../shared/contracts/api-key-scopes.ts';
import type { ApiKeyView } from '../../../shared/contracts/api-keys.ts';
import { hashApiKey } from '../../core/api-key-secret.ts';
import { AppError, notFound } from '../../core/errors.ts';
import type { RequestMeta, SecurityLog } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { type ApiKeyRow, apiKeys } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  assertFeature,
  type Customer,
  entitlementsOf,
  organizationCustomer,
  userCustomer,
} from '../entitlements/index.ts';
import { OWNER_OR_ADMIN, requireRole } from '../organizations/index.ts';

export interface ApiKeyDeps {
  db: Db;
  securityLog: SecurityLog;
}

/** How many characters of the secret are shown to tell keys apart. */
const SHOWN = 10;

const toView = (row: ApiKeyRow): ApiKeyView => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  organizationId: row.organizationId,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  lastUsedIp: row.lastUsedIp,
});

/** Whose keys: the organization's (its owner or an admin only), else the caller's own. */
async function keyOwner(db: Db, userId: string, organizationId: string | undefined): Promise<Customer> {
  if (organizationId === undefined) return userCustomer(userId);
  await requireRole(db, organizationId, userId, OWNER_OR_ADMIN);
  return organizationCustomer(organizationId);
}

const ofCustomer = (customer: Customer, userId: string) =>
  customer.kind === 'organization'
    ? eq(apiKeys.organizationId, customer.id)
    : and(eq(apiKeys.userId, userId), isNull(apiKeys.organizationId));

export async function listApiKeys(db: Db, userId: string, organizationId: string | undefined) {
  const customer = await keyOwner(db, userId, organizationId);
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(ofCustomer(customer, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return { apiKeys: rows.map(toView) };
}

export async function createApiKey(
  { db, securityLog }: ApiKeyDeps,
  userId: string,
  meta: RequestMeta,
  body: {
    name: string;
    scopes: ApiKeyScope[];
    expiresAt?: string | undefined;
    organizationId?: string | undefined;
  },
) {
  const customer = await keyOwner(db, userId, body.organizationId);
  await assertFeature(db, await entitlementsOf(db, customer), 'apiAccess');
  const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now())
    throw new AppError('BAD_REQUEST', 'The expiry must be in the future', {
      details: [{ path: 'expiresAt', message: 'The expiry must be in the future' }],
    });
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await inTransaction(db, async (tx) => {
    const [inserted] = await tx
      .insert(apiKeys)
      .values({
        id: randomUUID(),
        userId,
        organizationId: customer.kind === 'organization' ? customer.id : null,
        name: body.name,
        prefix: secret.slice(0, SHOWN),
        secretHash: hashApiKey(secret),
        scopes: body.scopes,
        expiresAt,
      })
      .returning();
    await securityLog.write(
      {
        eventType: 'api_key_created',
        description: `API key ${body.name} created`,
        userId,
        metadata: {
          keyId: inserted!.id,
          name: body.name,
          scopes: body.scopes,
          organizationId: inserted!.organizationId,
        },
        meta,
      },
      tx,
    );
    return inserted!;
  });
  return { apiKey: toView(row), secret };
}

export async function revokeApiKey(
  { db, securityLog }: ApiKeyDeps,
  userId: string,
  meta: RequestMeta,
  id: string,
) {
  const [key] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
  if (!key) throw notFound('API key not found');
  if (key.organizationId) {
    // A non-member learns nothing (404); a member who may not manage keys gets 403.
    await requireRole(db, key.organizationId, userId, OWNER_OR_ADMIN).catch((error: unknown) => {
      throw error instanceof AppError && error.status === 404 ? notFound('API key not found') : error;
    });
  } else if (key.userId !== userId) throw notFound('API key not found');
  const row = await inTransaction(db, async (tx) => {
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning();
    if (!revoked) throw notFound('API key not found');
    await securityLog.write(
      {
        eventType: 'api_key_revoked',
        description: `API key ${revoked.name} revoked`,
        userId,
        metadata: { keyId: revoked.id, name: revoked.name, organizationId: revoked.organizationId },
        meta,
      },
      tx,
    );
    return revoked;
  });
  return { apiKey: toView(row) };
}
