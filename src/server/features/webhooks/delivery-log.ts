/**
 * The delivery log of an endpoint, its test event and a delivery sent again (a retry of a failed
 * one, or a replay of any): each answer is 202, the attempt runs on the job runner.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { paginationOf } from '../../../shared/contracts/pagination.ts';
import type { webhookDeliveryQuery } from '../../../shared/contracts/webhooks.ts';
import { AppError, notFound } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { outgoingWebhookEvents, webhookDeliveries } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Caller } from '../entitlements/index.ts';
import { managedEndpoint } from './access.ts';
import { writeEvent } from './emit.ts';
import type { WebhookDeps } from './service.ts';
import { toDeliveryView } from './views.ts';

const customerOf = (endpoint: { organizationId: string | null; userId: string | null }) =>
  endpoint.organizationId
    ? { kind: 'organization' as const, id: endpoint.organizationId }
    : { kind: 'user' as const, id: endpoint.userId! };

export async function sendTestEvent({ db, deliveries }: WebhookDeps, caller: Caller, id: string) {
  const endpoint = await managedEndpoint(db, caller, id);
  if (!endpoint.enabled) throw new AppError('CONFLICT', 'The endpoint is disabled: enable it first');
  const row = await inTransaction(db, async (tx) => {
    const eventId = await writeEvent(tx, customerOf(endpoint), 'ping', {
      message: 'A test event from the developer page',
    });
    const [inserted] = await tx
      .insert(webhookDeliveries)
      .values({ id: randomUUID(), endpointId: endpoint.id, eventId, nextAttemptAt: new Date() })
      .returning();
    await deliveries.add({ deliveryId: inserted!.id }, { db: tx });
    return inserted!;
  });
  return { delivery: toDeliveryView(row, 'ping') };
}

export async function listDeliveries(
  db: Db,
  caller: Caller,
  id: string,
  query: z.output<typeof webhookDeliveryQuery>,
) {
  await managedEndpoint(db, caller, id);
  const where = and(
    eq(webhookDeliveries.endpointId, id),
    query.status ? eq(webhookDeliveries.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ delivery: webhookDeliveries, eventType: outgoingWebhookEvents.type })
      .from(webhookDeliveries)
      .innerJoin(outgoingWebhookEvents, eq(outgoingWebhookEvents.id, webhookDeliveries.eventId))
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return {
    deliveries: rows.map((row) => toDeliveryView(row.delivery, row.eventType)),
    pagination: paginationOf(query.page, query.limit, total?.n ?? 0),
  };
}

export async function retryDelivery({ db, deliveries }: WebhookDeps, caller: Caller, deliveryId: string) {
  const [found] = await db
    .select({ endpointId: webhookDeliveries.endpointId, eventType: outgoingWebhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(outgoingWebhookEvents, eq(outgoingWebhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, deliveryId));
  const deliveryNotFound = () => notFound('Delivery not found');
  if (!found) throw deliveryNotFound();
  const endpoint = await managedEndpoint(db, caller, found.endpointId).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 404 ? deliveryNotFound() : error;
  });
  if (!endpoint.enabled) throw new AppError('CONFLICT', 'The endpoint is disabled: enable it first');
  const row = await inTransaction(db, async (tx) => {
    // A delivery still pending has its job already: another would send it twice.
    const [updated] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: new Date(), error: null })
      .where(and(eq(webhookDeliveries.id, deliveryId), ne(webhookDeliveries.status, 'pending')))
      .returning();
    if (!updated) throw new AppError('CONFLICT', 'The delivery is still pending: it is being sent');
    await deliveries.add({ deliveryId }, { db: tx });
    return updated;
  });
  return { delivery: toDeliveryView(row, found.eventType) };
}
