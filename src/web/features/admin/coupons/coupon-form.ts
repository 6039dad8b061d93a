/**
 * The coupon editor's fields (text inputs keep strings; the amount is typed in dollars) and the
 * body they make, checked against the contract before it is sent.
 */
import type { AdminCoupon, CouponDuration, CouponInput } from '@shared/contracts/billing';
import { fromLocalInputValue, toLocalInputValue } from '@/lib/utils';

export interface CouponFormValues {
  code: string;
  name: string;
  kind: 'percent' | 'amount';
  percentOff: string;
  /** In currency units ("5.00"): the API takes cents. */
  amountOff: string;
  duration: CouponDuration;
  durationMonths: string;
  maxRedemptions: string;
  /** An <input type="datetime-local"> value (local time). */
  expiresAt: string;
  /** Empty: every plan. */
  planIds: number[];
  active: boolean;
}

export const FORM_FIELDS = [
  'code',
  'name',
  'percentOff',
  'amountOff',
  'duration',
  'durationMonths',
  'maxRedemptions',
  'expiresAt',
  'planIds',
  'active',
] as const;

export const valuesOf = (coupon: AdminCoupon | null): CouponFormValues => ({
  code: coupon?.code ?? '',
  name: coupon?.name ?? '',
  kind: coupon?.amountOff != null ? 'amount' : 'percent',
  percentOff: coupon?.percentOff != null ? String(coupon.percentOff) : '',
  amountOff: coupon?.amountOff != null ? (coupon.amountOff / 100).toFixed(2) : '',
  duration: coupon?.duration ?? 'once',
  durationMonths: coupon?.durationMonths != null ? String(coupon.durationMonths) : '',
  maxRedemptions: coupon?.maxRedemptions != null ? String(coupon.maxRedemptions) : '',
  expiresAt: toLocalInputValue(coupon?.expiresAt ?? undefined),
  planIds: coupon?.planIds ?? [],
  active: coupon?.active ?? true,
});

/** A number the field holds, or undefined when empty (NaN stays: the contract names the field). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));

export function bodyOf(values: CouponFormValues): CouponInput {
  const amount = numberOf(values.amountOff);
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    ...(values.kind === 'percent'
      ? { percentOff: numberOf(values.percentOff) ?? null }
      : { amountOff: amount === undefined ? null : Math.round(amount * 100) }),
    duration: values.duration,
    durationMonths: values.duration === 'repeating' ? (numberOf(values.durationMonths) ?? null) : null,
    maxRedemptions: numberOf(values.maxRedemptions) ?? null,
    expiresAt: fromLocalInputValue(values.expiresAt) ?? null,
    planIds: values.planIds.length > 0 ? values.planIds : null,
    active: values.active,
  };
}
