/** What billing's functions need: built once in index.ts from AppDeps and the chosen provider. */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AdminActionRunner } from '../../http/admin-action.ts';
import type { SecurityLog } from '../../http/security-log.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PaymentProvider } from './provider.ts';

/** What applying provider events needs (the local provider applies them too, without a provider). */
export interface EventDeps {
  db: Db;
  mailer: Mailer;
  securityLog: SecurityLog;
  /** Links in the e-mails, checkout and portal return URLs. */
  baseUrl: string;
  log: FastifyBaseLogger;
}

export interface BillingDeps extends EventDeps {
  provider: PaymentProvider;
  runAdminAction: AdminActionRunner;
  /** STRIPE_WEBHOOK_SECRET: unset, the webhook answers 400. */
  webhookSecret: string | undefined;
}
