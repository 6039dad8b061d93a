/**
 * The `webhook.deliver` queue of the one job runner: a job per delivery (payload: its id). `run`
 * makes one attempt and records it on the delivery; a failed attempt throws, so the runner retries
 * it on the schedule (schedule.ts) and then calls `failed`, which says on the delivery what comes
 * next and counts the failure against the endpoint (disabling.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outgoingWebhookEvents, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import type { JobRunner, Queue } from '../../jobs/runner.ts';
import type { UrlRules } from './address-check.ts';
import { countFailure, type DisablingDeps } from './disabling.ts';
import type { DeliveryJob } from './emit.ts';
import { MAX_ATTEMPTS, retryDelayMs } from './schedule.ts';
import { excerpt, sendAttempt } from './send.ts';
import { signedHeaders } from './signing.ts';

/** What one delivery attempt came to: delivered, failed with attempts left or for good, or not sent (the endpoint is disabled). */
export type DeliveryResult = 'delivered' | 'retry' | 'failed' | 'disabled';

/** Told of every attempt (the metrics' counters); deliveries themselves know no metrics. */
export interface DeliveryObserver {
  deliveryAttempted(result: DeliveryResult): void;
}

export interface DeliveryDeps extends DisablingDeps {
  db: Db;
  jobs: JobRunner;
  rules: UrlRules;
  /** WEBHOOK_RETRY_BASE_MS: scales the retry schedule. */
  retryBaseMs: number;
  observer?: DeliveryObserver | undefined;
}

/** The secrets that sign now: the current one, and the previous one during its overlap. */
const signingSecrets = (
  endpoint: Pick<
    typeof webhookEndpoints.$inferSelect,
    'secret' | 'previousSecret' | 'previousSecretExpiresAt'
  >,
  now: Date,
) =>
  endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now
    ? [endpoint.secret, endpoint.previousSecret]
    : [endpoint.secret];

class AttemptFailed extends Error {}

/**
 * The two statements every attempt runs, prepared once per database: a burst of events is tens
 * of thousands of attempts, and building them each time was a third of the service's CPU.
 */
function prepareStatements(db: Db) {
  const id = sql.placeholder('deliveryId');
  return {
    read: db
      .select({
        status: webhookDeliveries.status,
        endpoint: {
          id: webhookEndpoints.id,
          url: webhookEndpoints.url,
          enabled: webhookEndpoints.enabled,
          secret: webhookEndpoints.secret,
          previousSecret: webhookEndpoints.previousSecret,
          previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
          consecutiveFailures: webhookEndpoints.consecutiveFailures,
        },
        event: { id: outgoingWebhookEvents.id, payload: outgoingWebhookEvents.payload },
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .innerJoin(outgoingWebhookEvents, eq(outgoingWebhookEvents.id, webhookDeliveries.eventId))
      .where(eq(webhookDeliveries.id, id))
      .prepare('webhook_delivery_read'),
    record: db
      .update(webhookDeliveries)
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        responseStatus: sql`${sql.placeholder('responseStatus')}::int`,
        requestExcerpt: sql`${sql.placeholder('requestExcerpt')}`,
        responseExcerpt: sql`${sql.placeholder('responseExcerpt')}`,
        error: sql`${sql.placeholder('error')}`,
        durationMs: sql`${sql.placeholder('durationMs')}::int`,
        lastAttemptAt: sql`${sql.placeholder('at')}::timestamptz`,
        // A success settles the delivery; a failure leaves it to the runner's `failed`.
        status: sql`case when ${sql.placeholder('ok')}::boolean then 'succeeded' else ${webhookDeliveries.status} end`,
        nextAttemptAt: sql`case when ${sql.placeholder('ok')}::boolean then null else ${webhookDeliveries.nextAttemptAt} end`,
      })
      .where(eq(webhookDeliveries.id, id))
      .prepare('webhook_delivery_record'),
  };
}

export function defineDeliveryQueue(deps: DeliveryDeps): Queue<DeliveryJob> {
  const { db, observer } = deps;
  const statements = prepareStatements(db);

  async function run({ deliveryId }: DeliveryJob): Promise<void> {
    const [row] = await statements.read.execute({ deliveryId });
    // Deleted with its endpoint: nothing to send. Already settled (a job left over): nothing to do.
    if (row?.status !== 'pending') return;
    const { endpoint, event } = row;
    if (!endpoint.enabled) {
      await db
        .update(webhookDeliveries)
        .set({ status: 'failed', nextAttemptAt: null, error: 'The endpoint is disabled' })
        .where(eq(webhookDeliveries.id, deliveryId));
      observer?.deliveryAttempted('disabled');
      return;
    }
    const now = new Date();
    const body = JSON.stringify(event.payload);
    const headers = {
      ...signedHeaders(signingSecrets(endpoint, now), event.id, now, body),
      'user-agent': 'Webhooks (+https://www.standardwebhooks.com)',
    };
    const result = await sendAttempt(endpoint.url, headers, body, deps.rules);
    await statements.record.execute({
      deliveryId,
      responseStatus: result.status,
      requestExcerpt: excerpt(body),
      responseExcerpt: result.responseExcerpt,
      error: result.error,
      durationMs: result.durationMs,
      at: now.toISOString(),
      ok: result.ok,
    });
    if (!result.ok) throw new AttemptFailed(result.error ?? 'Delivery failed');
    observer?.deliveryAttempted('delivered');
    // A success ends the endpoint's run of failures (no write when there was none).
    if (endpoint.consecutiveFailures > 0)
      await db
        .update(webhookEndpoints)
        .set({ consecutiveFailures: 0, failingSince: null })
        .where(eq(webhookEndpoints.id, endpoint.id));
  }

  return deps.jobs.define<DeliveryJob>({
    name: 'webhook.deliver',
    run,
    maxAttempts: MAX_ATTEMPTS,
    retryDelayMs: retryDelayMs(deps.retryBaseMs),
    async failed({ deliveryId }, failure) {
      observer?.deliveryAttempted(failure.final ? 'failed' : 'retry');
      const [delivery] = await db
        .update(webhookDeliveries)
        .set(
          failure.final
            ? { status: 'failed', nextAttemptAt: null }
            : { status: 'pending', nextAttemptAt: failure.nextRunAt },
        )
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'pending')))
        .returning({ endpointId: webhookDeliveries.endpointId });
      if (delivery) await countFailure(deps, delivery.endpointId);
    },
  });
}
