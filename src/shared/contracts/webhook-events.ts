/**
 * The outgoing webhooks' event catalogue: every type a customer's endpoint may subscribe to, with
 * the schema of its `data`. The OpenAPI document lists them under `webhooks` (server:
 * features/webhooks/openapi.ts) and docs/api.md describes them; the server's emitter is typed by
 * them, so an event sent with the wrong data does not compile.
 */
import { z } from 'zod';

const project = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** null: the creator's personal space. */
  organizationId: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const member = z.object({
  organizationId: z.string(),
  userId: z.string(),
  role: z.enum(['owner', 'admin', 'member']),
});

const subscription = z.object({
  /** The payment provider's subscription id. */
  id: z.string(),
  status: z.string(),
  planId: z.number().int().nullable(),
  billingCycle: z.string(),
  /** null: the user's own subscription. */
  organizationId: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  seats: z.number().int().nullable(),
});

const invoice = z.object({
  /** The payment provider's invoice id (`in_…`). */
  id: z.string(),
  number: z.string(),
  status: z.string(),
  /** Minor units (cents) of `currency`. */
  amountDue: z.number().int(),
  amountPaid: z.number().int(),
  currency: z.string(),
  subscriptionId: z.string().nullable(),
  organizationId: z.string().nullable(),
});

/** Each type's `data`. */
export const WEBHOOK_EVENT_DATA = {
  'project.created': z.object({ project }),
  'project.updated': z.object({ project }),
  'project.deleted': z.object({ project }),
  'member.added': z.object({ member }),
  'member.removed': z.object({ member }),
  'subscription.created': z.object({ subscription }),
  'subscription.updated': z.object({ subscription }),
  'subscription.canceled': z.object({ subscription }),
  'invoice.paid': z.object({ invoice }),
  'invoice.payment_failed': z.object({ invoice }),
  /** Sent by "Send test event" (POST /api/webhooks/endpoints/{id}/test) only. */
  ping: z.object({ message: z.string() }),
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENT_DATA;
export type WebhookEventData<T extends WebhookEventType> = z.infer<(typeof WEBHOOK_EVENT_DATA)[T]>;

export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENT_DATA) as WebhookEventType[];

/** One line per type, for the API reference. */
export const WEBHOOK_EVENT_SUMMARIES: Record<WebhookEventType, string> = {
  'project.created': 'A project was created',
  'project.updated': 'A project was renamed or its description changed',
  'project.deleted': 'A project was deleted',
  'member.added': 'Someone joined the organization (an invitation was accepted)',
  'member.removed': 'A member left or was removed from the organization',
  'subscription.created': 'A subscription started',
  'subscription.updated': 'A subscription changed (plan, cycle, seats, status, renewal)',
  'subscription.canceled': 'A subscription was canceled or has ended',
  'invoice.paid': 'An invoice was paid',
  'invoice.payment_failed': "An invoice's payment failed",
  ping: 'A test event, sent on request',
};

/** The body of every request: the same for each endpoint and each attempt. */
export const webhookEventEnvelope = <T extends z.ZodType>(type: string, data: T) =>
  z.object({
    /** Also the `webhook-id` header: the same on a retry, so a receiver can drop a repeat. */
    id: z.string(),
    type: z.literal(type),
    createdAt: z.string(),
    data,
  });
