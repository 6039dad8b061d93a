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

export interface DeliveryDeps extends DisablingDeps {
  db: Db;
  jobs: JobRunner;
  rules: UrlRules;
  /** WEBHOOK_RETRY_BASE_MS: scales the retry schedule. */
  retryBaseMs: number;
}

/** The secrets that sign now: the current one, and the previous one during its overlap. */
const signingSecrets = (endpoint: typeof webhookEndpoints.$inferSelect, now: Date) =>
  endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now
    ? [endpoint.secret, endpoint.previousSecret]
    : [endpoint.secret];

class AttemptFailed extends Error {}

export function defineDeliveryQueue(deps: DeliveryDeps): Queue<DeliveryJob> {
  const { db } = deps;

  async function run({ deliveryId }: DeliveryJob): Promise<void> {
    const [row] = await db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, event: outgoingWebhookEvents })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .innerJoin(outgoingWebhookEvents, eq(outgoingWebhookEvents.id, webhookDeliveries.eventId))
      .where(eq(webhookDeliveries.id, deliveryId));
    // Deleted with its endpoint: nothing to send. Already settled (a job left over): nothing to do.
    if (row?.delivery.status !== 'pending') return;
    const { endpoint, event } = row;
    if (!endpoint.enabled) {
      await db
        .update(webhookDeliveries)
        .set({ status: 'failed', nextAttemptAt: null, error: 'The endpoint is disabled' })
        .where(eq(webhookDeliveries.id, deliveryId));
      return;
    }
    const now = new Date();
    const body = JSON.stringify(event.payload);
    const headers = {
      ...signedHeaders(signingSecrets(endpoint, now), event.id, now, body),
      'user-agent': 'Webhooks (+https://www.standardwebhooks.com)',
    };
    const result = await sendAttempt(endpoint.url, headers, body, deps.rules);
    await db
      .update(webhookDeliveries)
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        responseStatus: result.status,
        requestExcerpt: excerpt(body),
        responseExcerpt: result.responseExcerpt,
        error: result.error,
        durationMs: result.durationMs,
        lastAttemptAt: now,
        ...(result.ok ? { status: 'succeeded' as const, nextAttemptAt: null } : {}),
      })
      .where(eq(webhookDeliveries.id, deliveryId));
    if (!result.ok) throw new AttemptFailed(result.error ?? 'Delivery failed');
    // A success ends the endpoint's run of failures.
    await db
      .update(webhookEndpoints)
      .set({ consecutiveFailures: 0, failingSince: null })
      .where(and(eq(webhookEndpoints.id, endpoint.id), sql`${webhookEndpoints.consecutiveFailures} > 0`));
  }

  return deps.jobs.define<DeliveryJob>({
    name: 'webhook.deliver',
    run,
    maxAttempts: MAX_ATTEMPTS,
    retryDelayMs: retryDelayMs(deps.retryBaseMs),
    async failed({ deliveryId }, failure) {
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
