/**
 * The shape of the payment-provider events we act on, checked once a signature has been verified
 * and before anything is read or written. A signed event of the wrong shape (no id, a subscription
 * without items or with a status outside Stripe's set, `data.object: null`, `created` not a
 * number) is a 400 with nothing written: a 500
 * would make Stripe retry it for days, and it can never succeed. Events of other types need only
 * the envelope (id, type, created): they are recorded and ignored.
 *
 * The schemas list what subscription-events.ts reads, so its types are inferred from them; unknown
 * fields are dropped. The local provider builds the same shapes.
 */
import { z } from 'zod';
import { AppError } from '../../core/errors.ts';

const id = z.string().min(1);
/** Stripe sends a related object as its id, or as the object when expanded. */
const reference = z.union([id, z.object({ id })]);
/** Unix seconds. */
const unixTime = z.number().int().nonnegative();
const metadata = z.record(z.string(), z.string()).nullish();

/**
 * Stripe's subscription statuses. Another value is not a state we can store: it would become the
 * subscription's status (and decide whether it is live) as it came.
 */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const providerSubscription = z.object({
  id,
  object: z.string().optional(),
  customer: reference,
  status: z.enum(SUBSCRIPTION_STATUSES),
  metadata,
  cancel_at_period_end: z.boolean(),
  cancel_at: unixTime.nullish(),
  canceled_at: unixTime.nullish(),
  ended_at: unixTime.nullish(),
  // Every Stripe subscription has at least one item: its price, plan and period are read from it.
  items: z.object({
    data: z
      .array(
        z.object({
          price: z.object({ id, recurring: z.object({ interval: z.string() }).nullish() }),
          current_period_start: unixTime.nullish(),
          current_period_end: unixTime.nullish(),
        }),
      )
      .min(1),
  }),
});

export const providerInvoice = z.object({
  id,
  customer: reference.nullish(),
  amount_paid: z.number().int().nullish(),
  amount_due: z.number().int().nullish(),
  currency: z.string().nullish(),
  /** Current API versions. */
  parent: z
    .object({
      subscription_details: z.object({ subscription: reference, metadata }).nullish(),
    })
    .nullish(),
  /** Older API versions. */
  subscription: reference.nullish(),
});

export const providerCheckoutSession = z.object({
  id,
  customer: reference.nullish(),
  client_reference_id: z.string().nullish(),
  metadata,
  /** An id to fetch, or the subscription itself when the event was sent expanded. */
  subscription: z.union([id, providerSubscription]).nullish(),
});

export type ProviderSubscription = z.infer<typeof providerSubscription>;
export type ProviderInvoice = z.infer<typeof providerInvoice>;
export type ProviderCheckoutSession = z.infer<typeof providerCheckoutSession>;

const envelope = z.object({ id, type: z.string().min(1), created: unixTime });
const withObject = <T extends z.ZodType>(object: T) => z.object({ object });

const SUBSCRIPTION_EVENTS = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
] as const;
const INVOICE_EVENTS = ['invoice.paid', 'invoice.payment_failed'] as const;

export const HANDLED_EVENTS: ReadonlySet<string> = new Set([
  'checkout.session.completed',
  ...SUBSCRIPTION_EVENTS,
  ...INVOICE_EVENTS,
]);

const handledEvent = z.discriminatedUnion('type', [
  envelope.extend({
    type: z.literal('checkout.session.completed'),
    data: withObject(providerCheckoutSession),
  }),
  envelope.extend({ type: z.enum(SUBSCRIPTION_EVENTS), data: withObject(providerSubscription) }),
  envelope.extend({ type: z.enum(INVOICE_EVENTS), data: withObject(providerInvoice) }),
]);

/** An event we act on, its object typed by its `type`. */
export type HandledEvent = z.infer<typeof handledEvent>;

/** Any event: the envelope, with the object of the handled types as above. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  data: { object: unknown };
}

export const isHandled = (event: ProviderEvent): event is HandledEvent => HANDLED_EVENTS.has(event.type);

function malformed(error: z.ZodError): AppError {
  const details = error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  const first = details[0]!;
  return new AppError('BAD_REQUEST', `Malformed event: ${first.path || 'body'}: ${first.message}`, {
    details,
  });
}

/** The verified payload as an event, or a 400 naming what is wrong with it. */
export function parseProviderEvent(payload: unknown): ProviderEvent {
  const head = envelope.safeParse(payload);
  if (!head.success) throw malformed(head.error);
  if (!HANDLED_EVENTS.has(head.data.type)) {
    const data = (payload as { data?: { object?: unknown } }).data;
    return { ...head.data, data: { object: data?.object ?? null } };
  }
  const event = handledEvent.safeParse(payload);
  if (!event.success) throw malformed(event.error);
  return event.data;
}
