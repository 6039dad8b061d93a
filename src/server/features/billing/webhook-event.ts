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
import type { SubscriptionStatus } from '../../../shared/contracts/billing.ts';
import { AppError } from '../../core/errors.ts';

export type { SubscriptionStatus } from '../../../shared/contracts/billing.ts';

const id = z.string().min(1);
/** Stripe sends a related object as its id, or as the object when expanded. */
const reference = z.union([id, z.object({ id })]);
/** Unix seconds. */
const unixTime = z.number().int().nonnegative();
const metadata = z.record(z.string(), z.string()).nullish();

/**
 * Stripe's subscription statuses. Another value is refused (400, nothing written): it would become
 * the subscription's status (and decide whether it is live) as it came.
 */
export const PROVIDER_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/**
 * The status we store for Stripe's: ours are the contract's six. `incomplete_expired` (a first
 * payment never made) and `paused` (a trial ended without a payment method) give no access and
 * need a new payment: `canceled`.
 */
export const storedStatus = (status: ProviderStatus): SubscriptionStatus =>
  status === 'incomplete_expired' || status === 'paused' ? 'canceled' : status;

/**
 * A discount (coupons): expanded, as a fetched subscription (`expand[]=discounts`), the local
 * provider and older API versions' `discount` send it. Current versions name the coupon in
 * `source`, older ones in `coupon`.
 */
export const providerDiscount = z.object({
  promotion_code: reference.nullish(),
  coupon: reference.nullish(),
  source: z.object({ coupon: reference.nullish() }).nullish(),
  start: unixTime.nullish(),
  end: unixTime.nullish(),
});

export const providerSubscription = z.object({
  id,
  object: z.string().optional(),
  customer: reference,
  status: z.enum(PROVIDER_STATUSES),
  metadata,
  cancel_at_period_end: z.boolean(),
  cancel_at: unixTime.nullish(),
  canceled_at: unixTime.nullish(),
  ended_at: unixTime.nullish(),
  /** The end of the trial (Unix seconds), when it has or had one. */
  trial_end: unixTime.nullish(),
  /** Its discounts: ids (not read) or expanded objects (the promotion code redeemed). */
  discounts: z.array(z.union([id, providerDiscount])).nullish(),
  /** Older API versions' one discount. */
  discount: providerDiscount.nullish(),
  // Every Stripe subscription has at least one item: its price, plan and period are read from it.
  items: z.object({
    data: z
      .array(
        z.object({
          price: z.object({
            id,
            /** `metered`: a Billing Meter's price beside the plan's (usage pricing), never the plan. */
            recurring: z.object({ interval: z.string(), usage_type: z.string().nullish() }).nullish(),
          }),
          /** Seats of a per-seat price. */
          quantity: z.number().int().nonnegative().nullish(),
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
  // What the invoice list shows (issue #31); all optional: older versions and bare events lack them.
  number: z.string().nullish(),
  /** Stripe's invoice statuses; another value is kept as the event's outcome (paid or open). */
  status: z.string().nullish(),
  created: unixTime.nullish(),
  period_start: unixTime.nullish(),
  period_end: unixTime.nullish(),
  hosted_invoice_url: z.string().nullish(),
  invoice_pdf: z.string().nullish(),
  lines: z
    .object({
      data: z.array(
        z.object({
          description: z.string().nullish(),
          amount: z.number().int().nullish(),
          quantity: z.number().int().nullish(),
          period: z.object({ start: unixTime.nullish(), end: unixTime.nullish() }).nullish(),
        }),
      ),
    })
    .nullish(),
  /** The discounts taken off, each shown as a line of its own (a negative amount). */
  total_discount_amounts: z.array(z.object({ amount: z.number().int() })).nullish(),
});

export const providerCheckoutSession = z.object({
  id,
  customer: reference.nullish(),
  client_reference_id: z.string().nullish(),
  metadata,
  /** An id to fetch, or the subscription itself when the event was sent expanded. */
  subscription: z.union([id, providerSubscription]).nullish(),
  /** The coupon or promotion code the session was created with (coupons). */
  discounts: z
    .array(z.object({ coupon: reference.nullish(), promotion_code: reference.nullish() }))
    .nullish(),
});

export type ProviderSubscription = z.infer<typeof providerSubscription>;

/**
 * The item that carries the plan (its price, seats and period): the first one not metered. A
 * plan with usage pricing adds metered items, whose order Stripe does not promise.
 */
export const planItem = <Item extends { price: { recurring?: { usage_type?: string | null } | null } }>(
  items: Item[],
): Item | undefined => items.find((item) => item.price.recurring?.usage_type !== 'metered') ?? items[0];
export type ProviderDiscount = z.infer<typeof providerDiscount>;
export type ProviderInvoice = z.infer<typeof providerInvoice>;
export type ProviderCheckoutSession = z.infer<typeof providerCheckoutSession>;

const envelope = z.object({ id, type: z.string().min(1), created: unixTime });
const withObject = <T extends z.ZodType>(object: T) => z.object({ object });

const SUBSCRIPTION_EVENTS = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  // Three days before a trial ends (the trial-ending e-mail); the local clock sends it too.
  'customer.subscription.trial_will_end',
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
