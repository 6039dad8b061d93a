/** A coupon's discount in words, in the reader's language and currency: "25% off for 3 months". */
import type { CouponDuration } from '@shared/contracts/billing';
import { t } from '@/i18n/store';
import { formatMoney } from '@/lib/utils';

export interface DiscountTerms {
  percentOff: number | null;
  amountOff: number | null;
  /** The amount's currency (the plans' own, USD, when absent). */
  currency?: string | null;
  duration: CouponDuration;
  durationMonths: number | null;
}

export function discountTerms(terms: DiscountTerms): string {
  const off =
    terms.percentOff !== null
      ? t('billing.discount.percent', { percent: terms.percentOff / 100 })
      : formatMoney(terms.amountOff ?? 0, (terms.currency ?? 'usd').toUpperCase());
  if (terms.duration === 'once') return t('billing.discount.once', { off });
  if (terms.duration === 'forever') return t('billing.discount.forever', { off });
  return t('billing.discount.repeating', { off, months: terms.durationMonths ?? 1 });
}
