/** What billing's functions need: built once in index.ts from AppDeps and the chosen provider. */
import type { FastifyBaseLogger } from 'fastify';
import type { UsagePrice } from '../../../shared/contracts/plan-entitlements.ts';
import type { AdminActionRunner } from '../../core/admin-action.ts';
import type { SecurityLog } from '../../core/security-log.ts';
import type { EmitWebhookEvent } from '../../core/webhook-emitter.ts';
import type { Db } from '../../db/client.ts';
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
  /** BILLING_GRACE_DAYS: a past_due subscription keeps its plan this long, then it is unpaid. */
  graceDays: number;
  /** subscription.* and invoice.* to the customer's webhook endpoints (features/webhooks, through index.ts). */
  emitWebhook: EmitWebhookEvent;
}

/**
 * Who may pay for an organization. Billing knows no organization roles: the organizations feature
 * gives this (its owner and admins), so the two features do not import each other.
 */
export interface OrganizationPayers {
  /** Refuses a non-member (404) and a member who may not pay (403). `lock` holds the membership row until the transaction ends. */
  requirePayer(db: Db, organizationId: string, userId: string, options?: { lock?: boolean }): Promise<void>;
  /** Whether the user may (still) pay for the organization. */
  mayPay(db: Db, organizationId: string, userId: string): Promise<boolean>;
}

/**
 * A customer's metered usage past its plan's included units in a period, as invoice lines (the
 * local provider's renewal invoice adds them). Given by the entitlements feature, which keeps the
 * usage, so the two features do not import each other.
 */
export type MeteredUsage = (
  db: Db,
  customer: { userId: string; organizationId: string | null },
  pricing: UsagePrice[],
  period: { start: Date; end: Date },
) => Promise<Array<{ description: string; amount: number; quantity: number }>>;

export interface BillingDeps extends EventDeps {
  organizationPayers: OrganizationPayers;
  meteredUsage: MeteredUsage;
  provider: PaymentProvider;
  runAdminAction: AdminActionRunner;
  /** STRIPE_WEBHOOK_SECRET: unset, the webhook answers 400. */
  webhookSecret: string | undefined;
}
