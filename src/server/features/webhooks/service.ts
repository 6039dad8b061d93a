/**
 * Webhook endpoints: add (the secret once), list, read, change, delete, rotate the secret. A URL is
 * checked when it is saved (address-check.ts) and again at each delivery.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  webhookEndpointCreateBody,
  webhookEndpointUpdateBody,
} from '../../../shared/contracts/webhooks.ts';
import { AppError, notFound } from '../../core/errors.ts';
import type { RequestMeta, SecurityLog } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { webhookEndpoints } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Queue } from '../../jobs/runner.ts';
import { type Caller, customerKey, ownerOf } from '../entitlements/index.ts';
import { managedEndpoint, managedSpace } from './access.ts';
import { checkWebhookUrl, RefusedUrl, type UrlRules } from './address-check.ts';
import type { DeliveryJob } from './emit.ts';
import { newWebhookSecret } from './signing.ts';
import { toEndpointView } from './views.ts';

export interface WebhookDeps {
  db: Db;
  securityLog: SecurityLog;
  rules: UrlRules;
  deliveries: Queue<DeliveryJob>;
}

/** The rotated-out secret still signs (beside the new one) this long. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** 400 with the reason on `url`, as a validation error. */
async function assertUrlAllowed(rules: UrlRules, url: string) {
  try {
    await checkWebhookUrl(url, rules);
  } catch (error) {
    if (!(error instanceof RefusedUrl)) throw error;
    throw new AppError('BAD_REQUEST', error.message, {
      apiCode: 'validation_failed',
      details: [{ path: 'url', message: error.message }],
    });
  }
}

export async function listEndpoints(db: Db, caller: Caller, organizationId: string | undefined) {
  const space = await managedSpace(db, caller, organizationId);
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.customerKey, customerKey(space)))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return { endpoints: rows.map(toEndpointView) };
}

export async function createEndpoint(
  { db, securityLog, rules }: WebhookDeps,
  caller: Caller,
  meta: RequestMeta,
  body: z.output<typeof webhookEndpointCreateBody>,
) {
  const space = await managedSpace(db, caller, body.organizationId);
  await assertUrlAllowed(rules, body.url);
  const secret = newWebhookSecret();
  const row = await inTransaction(db, async (tx) => {
    const [inserted] = await tx
      .insert(webhookEndpoints)
      .values({
        id: randomUUID(),
        ...ownerOf(space),
        url: body.url,
        description: body.description ?? '',
        events: body.events,
        enabled: body.enabled ?? true,
        secret,
        createdBy: caller.userId,
      })
      .returning();
    await securityLog.write(
      {
        eventType: 'webhook_endpoint_created',
        description: `Webhook endpoint ${inserted!.url} added`,
        userId: caller.userId,
        metadata: { endpointId: inserted!.id, url: inserted!.url, organizationId: inserted!.organizationId },
        meta,
      },
      tx,
    );
    return inserted!;
  });
  return { endpoint: toEndpointView(row), secret };
}

export async function getEndpoint(db: Db, caller: Caller, id: string) {
  return { endpoint: toEndpointView(await managedEndpoint(db, caller, id)) };
}

export async function updateEndpoint(
  { db, rules }: WebhookDeps,
  caller: Caller,
  id: string,
  body: z.output<typeof webhookEndpointUpdateBody>,
) {
  await managedEndpoint(db, caller, id);
  if (body.url !== undefined) await assertUrlAllowed(rules, body.url);
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...(body.url === undefined ? {} : { url: body.url }),
      ...(body.description === undefined ? {} : { description: body.description }),
      ...(body.events === undefined ? {} : { events: body.events }),
      // Enabled again by a person: a fresh start, without the automatic reason.
      ...(body.enabled === undefined
        ? {}
        : body.enabled
          ? { enabled: true, disabledReason: null, consecutiveFailures: 0, failingSince: null }
          : { enabled: false }),
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  if (!row) throw notFound('Webhook endpoint not found');
  return { endpoint: toEndpointView(row) };
}

export async function deleteEndpoint(
  { db, securityLog }: WebhookDeps,
  caller: Caller,
  meta: RequestMeta,
  id: string,
) {
  await managedEndpoint(db, caller, id);
  await inTransaction(db, async (tx) => {
    const [row] = await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
    if (!row) throw notFound('Webhook endpoint not found');
    await securityLog.write(
      {
        eventType: 'webhook_endpoint_deleted',
        description: `Webhook endpoint ${row.url} deleted`,
        userId: caller.userId,
        metadata: { endpointId: row.id, url: row.url, organizationId: row.organizationId },
        meta,
      },
      tx,
    );
  });
  return { deleted: true as const };
}

export async function rotateSecret(
  { db, securityLog }: WebhookDeps,
  caller: Caller,
  meta: RequestMeta,
  id: string,
) {
  const endpoint = await managedEndpoint(db, caller, id);
  const secret = newWebhookSecret();
  await inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        secret,
        previousSecret: endpoint.secret,
        previousSecretExpiresAt: new Date(Date.now() + ROTATION_OVERLAP_MS),
      })
      // The secret read above: two rotations at once keep one overlap, not a lost secret.
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.secret, endpoint.secret)))
      .returning();
    if (!row) throw new AppError('CONFLICT', 'The secret was rotated at the same time; try again');
    await securityLog.write(
      {
        eventType: 'webhook_secret_rotated',
        description: `Signing secret of webhook endpoint ${row.url} rotated`,
        userId: caller.userId,
        metadata: { endpointId: row.id, url: row.url, organizationId: row.organizationId },
        meta,
      },
      tx,
    );
  });
  return { secret };
}
