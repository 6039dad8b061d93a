/**
 * Coupons and their promotion codes (the admin's /api/admin/coupons). A coupon is percent or
 * amount off, for one invoice, N months or forever; a customer enters its code at checkout.
 * Amounts are integer US cents (the plans' currency).
 */
import { z } from 'zod';
import { idParam, rowId } from './common.ts';
import { endpoints } from './endpoint.ts';

export const COUPON_DURATIONS = ['once', 'repeating', 'forever'] as const;
export const couponDuration = z.enum(COUPON_DURATIONS);
export type CouponDuration = z.infer<typeof couponDuration>;

/** The plans' one currency: an amount off is in it. */
export const COUPON_CURRENCY = 'usd';

/**
 * What a customer types: letters and digits (Stripe's promotion-code alphabet), matched whatever
 * the case.
 */
export const promotionCode = z
  .string()
  .trim()
  .min(3, 'Use at least 3 characters')
  .max(40, 'Use at most 40 characters')
  .regex(/^[A-Za-z0-9]+$/, 'Use letters and digits only');

/** An ISO date-time with an offset, in years PostgreSQL and readers can both live with. */
const dateTime = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1970 && year <= 9999;
}, 'Must be between the years 1970 and 9999');

/**
 * A coupon as the admin writes it (POST creates, PUT replaces). Exactly one of `percentOff` and
 * `amountOff`; `durationMonths` for `repeating` only (and required there).
 */
export const couponBody = z
  .object({
    code: promotionCode,
    name: z.string().trim().min(1, 'Name is required').max(100),
    percentOff: z.number().int().min(1).max(100).nullish(),
    amountOff: z.number().int().min(1).max(100_000_000).nullish(),
    /** The plans' currency (`usd`); only with `amountOff`. */
    currency: z.string().trim().toLowerCase().pipe(z.literal(COUPON_CURRENCY)).optional(),
    duration: couponDuration,
    durationMonths: z.number().int().min(1).max(120).nullish(),
    /** How many customers may redeem it in all; null: no cap. */
    maxRedemptions: z.number().int().min(1).max(1_000_000).nullish(),
    /** After this time the code is refused at checkout; null: never. */
    expiresAt: dateTime.nullish(),
    /** The plans it applies to; null or absent: every plan. */
    planIds: z.array(rowId).min(1, 'Choose at least one plan, or none for every plan').max(100).nullish(),
    active: z.boolean().default(true),
  })
  .strict()
  .superRefine((coupon, context) => {
    const percent = coupon.percentOff != null;
    const amount = coupon.amountOff != null;
    if (percent === amount)
      context.addIssue({
        code: 'custom',
        path: [percent ? 'amountOff' : 'percentOff'],
        message: 'Give exactly one of percentOff and amountOff',
      });
    if (coupon.currency !== undefined && !amount)
      context.addIssue({
        code: 'custom',
        path: ['currency'],
        message: 'A currency goes with amountOff only',
      });
    if (coupon.duration === 'repeating' && coupon.durationMonths == null)
      context.addIssue({
        code: 'custom',
        path: ['durationMonths'],
        message: 'A repeating coupon needs durationMonths',
      });
    if (coupon.duration !== 'repeating' && coupon.durationMonths != null)
      context.addIssue({
        code: 'custom',
        path: ['durationMonths'],
        message: 'durationMonths goes with a repeating coupon only',
      });
  });
export type CouponBody = z.infer<typeof couponBody>;
/** What a client sends (`active` may be left out: true). */
export type CouponInput = z.input<typeof couponBody>;

export const adminCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  percentOff: z.number().int().nullable(),
  amountOff: z.number().int().nullable(),
  /** With `amountOff`: its currency; null for a percentage. */
  currency: z.string().nullable(),
  duration: couponDuration,
  durationMonths: z.number().int().nullable(),
  maxRedemptions: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  planIds: z.array(z.number().int()).nullable(),
  active: z.boolean(),
  /** Stripe's coupon and promotion code (null with the local provider). */
  stripeCouponId: z.string().nullable(),
  stripePromotionCodeId: z.string().nullable(),
  /** How many customers redeemed it. */
  redemptions: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;

const one = z.object({ coupon: adminCoupon });
const many = z.object({ coupons: z.array(adminCoupon) });
/** `deleted: false`: it was redeemed, so it is retired (inactive) and kept with its history. */
const removed = z.object({ coupon: adminCoupon, deleted: z.boolean() });

/** Stripe's coupon and promotion code are created, renamed and switched off with them (503 when Stripe fails). */
export const couponAdminEndpoints = endpoints(
  { access: 'admin', tags: ['admin: coupons'] },
  {
    list: {
      method: 'GET',
      path: '/api/admin/coupons',
      summary: 'Every coupon, newest first, with its redemption count',
      response: many,
    },
    create: {
      method: 'POST',
      path: '/api/admin/coupons',
      summary:
        'Create a coupon and its promotion code (at Stripe too when configured); 409 when the code is taken (whatever the case)',
      body: couponBody,
      response: one,
      status: 201,
      errors: [503],
    },
    update: {
      method: 'PUT',
      path: '/api/admin/coupons/:id',
      summary:
        'Replace a coupon; once redeemed, its code and discount (percentOff, amountOff, duration, durationMonths) cannot change (409): its name, activity, expiry, cap and plans can',
      params: idParam,
      body: couponBody,
      response: one,
      errors: [503],
    },
    remove: {
      method: 'DELETE',
      path: '/api/admin/coupons/:id',
      summary:
        'Delete a coupon no one redeemed; a redeemed one is retired instead (inactive, kept with its history: `deleted: false`). Its promotion code stops working at once',
      params: idParam,
      response: removed,
      errors: [503],
    },
  },
);

/** The coupon a checkout carries, as its page shows it. */
export const checkoutDiscount = z.object({
  code: z.string(),
  name: z.string(),
  percentOff: z.number().int().nullable(),
  amountOff: z.number().int().nullable(),
  duration: couponDuration,
  durationMonths: z.number().int().nullable(),
  /** Cents it takes off the first invoice. */
  amount: z.number().int(),
});

/** The machine codes of a promotion code refused at checkout (400), one per reason. */
export const PROMOTION_CODE_REFUSALS = [
  'promotion_code_unknown',
  'promotion_code_inactive',
  'promotion_code_expired',
  'promotion_code_used_up',
  'promotion_code_not_for_plan',
  'promotion_code_already_redeemed',
] as const;
export type PromotionCodeRefusal = (typeof PROMOTION_CODE_REFUSALS)[number];
