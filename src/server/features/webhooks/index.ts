/**
 * Outgoing webhooks' public entry: `registerWebhooks` defines the delivery queue on the job runner,
 * serves /api/webhooks and returns the emitter the other features are handed (core/webhook-emitter.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { EmitWebhookEvent } from '../../core/webhook-emitter.ts';
import type { UrlRules } from './address-check.ts';
import { defineDeliveryQueue } from './deliver.ts';
import { createWebhookEmitter } from './emit.ts';
import { webhookRoutes } from './routes.ts';

export type { DeliveryObserver, DeliveryResult } from './deliver.ts';
export { webhookEventsDocument } from './openapi.ts';

export async function registerWebhooks(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'config' | 'database' | 'mailer' | 'securityLog' | 'jobs' | 'observers'>,
): Promise<{ emit: EmitWebhookEvent }> {
  const { config } = deps;
  const db = deps.database.db;
  const rules: UrlRules = {
    allowPrivate: config.webhooks.allowPrivateUrls,
    httpsOnly: config.env === 'production',
  };
  const deliveries = defineDeliveryQueue({
    db,
    jobs: deps.jobs,
    rules,
    mailer: deps.mailer,
    baseUrl: config.baseUrl,
    retryBaseMs: config.webhooks.retryBaseMs,
    observer: deps.observers?.webhooks,
  });
  await app.register(webhookRoutes, { deps: { db, securityLog: deps.securityLog, rules, deliveries } });
  return { emit: createWebhookEmitter({ db, deliveries }) };
}
