/**
 * In-app plan changes (issue #31): what a plan would cost (the preview), the change itself (an
 * upgrade now and prorated, a downgrade at the period's end) and undoing a scheduled one. For the
 * user's own subscription, or an organization's through its owner or an admin.
 */
import { z } from 'zod';
import { billingCycle } from './billing-plans.ts';
import {
  currentSubscriptionResponse,
  organizationIdField,
  promotionCodeField,
  seatsField,
} from './billing-subscriptions.ts';
import { endpoints } from './endpoint.ts';

/** The plan and cycle to move to. */
export const planChangeBody = z.object({
  planId: z.number().int().positive(),
  billingCycle,
  organizationId: organizationIdField,
});
export type PlanChangeBody = z.infer<typeof planChangeBody>;

/** A preview is asked for a plan change, or for a first checkout (with its code and seats). */
export const planPreviewBody = planChangeBody.extend({
  promotionCode: promotionCodeField,
  /** A first checkout's seats of a per-seat plan (default: the organization's members). */
  seats: seatsField,
});
export type PlanPreviewBody = z.infer<typeof planPreviewBody>;

export const scheduledChangeBody = z.object({ organizationId: organizationIdField }).optional();
export type ScheduledChangeBody = z.infer<typeof scheduledChangeBody>;

/** When what is previewed happens: a first checkout, a change applied now, or at the period's end. */
export const PLAN_CHANGE_TIMINGS = ['checkout', 'now', 'period_end'] as const;

export const planPreview = z.object({
  currency: z.string(),
  /** Charged when the change (or the checkout) is confirmed, in cents. */
  amountDueNow: z.number().int(),
  /** The next regular invoice after it, in cents. */
  nextAmount: z.number().int(),
  nextBillingAt: z.string(),
  /** When the new plan applies. */
  effectiveAt: z.string(),
  /** The end of a free trial the checkout would start (null: none). */
  trialEndsAt: z.string().nullable(),
  /** The coupon's share of `amountDueNow` (null: none). */
  discount: z.object({ code: z.string(), amountOff: z.number().int() }).nullable(),
  timing: z.enum(PLAN_CHANGE_TIMINGS),
  /** What is charged now: a credit for unused time is negative. */
  lines: z.array(z.object({ description: z.string(), amount: z.number().int(), quantity: z.number().int() })),
});
export type PlanPreview = z.infer<typeof planPreview>;
export const planPreviewResponse = z.object({ preview: planPreview });

/** Each answers 503 when the payment provider fails. */
export const planChangeEndpoints = endpoints(
  { access: 'user', tags: ['billing'] },
  {
    preview: {
      method: 'POST',
      path: '/api/subscription/preview',
      summary:
        "What a plan and cycle would cost the user (or, with `organizationId`, the organization): with a live subscription the change's prorated charge now and the next invoice, else the checkout's first invoice (trial, promotion code, seats); 400 for the plan and cycle already paid, a plan without that price, or a code that does not apply",
      body: planPreviewBody,
      response: planPreviewResponse,
      errors: [503],
    },
    change: {
      method: 'POST',
      path: '/api/subscription/change',
      summary:
        "Move the live subscription to a plan and cycle: an upgrade (more per month, or monthly to yearly) applies now and charges the prorated difference (400 `card_declined` when the card fails, nothing changed); a downgrade is scheduled for the period's end (`scheduledChange`). During a trial it applies now, free. 400 without a live subscription or while a payment is owed",
      body: planChangeBody,
      response: currentSubscriptionResponse,
      errors: [503],
    },
    cancelScheduled: {
      method: 'DELETE',
      path: '/api/subscription/scheduled-change',
      summary: "Undo the plan change scheduled for the period's end; 404 when none is scheduled",
      body: scheduledChangeBody,
      response: currentSubscriptionResponse,
      errors: [503],
    },
  },
);
