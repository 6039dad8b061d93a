import type { SecurityLogEntry } from '@/lib/api/security-logs';
import { formatDateTime, formatMoney } from '@/lib/utils';

/** An ISO date-time as the server writes it into a description ("banned … until 2026-05-01T10:00:00.000Z"). */
const ISO_DATE_TIME = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})\b/g;

/** The entry's money, when its metadata has one: `amount` in minor units (cents) and a `currency`. */
export function moneyOf(
  entry: Pick<SecurityLogEntry, 'metadata'>,
): { amount: number; currency: string } | null {
  const metadata = entry.metadata as Record<string, unknown> | null;
  const amount = metadata?.amount;
  const currency = metadata?.currency;
  if (typeof amount !== 'number' || !Number.isInteger(amount)) return null;
  if (typeof currency !== 'string' || !/^[a-z]{3}$/i.test(currency)) return null;
  return { amount, currency: currency.toUpperCase() };
}

/**
 * An entry's description as a person reads it: the stored text keeps raw values ("1900 usd", ISO
 * date-times, written in no one's locale); here the money is shown in its currency (cents → units)
 * and the date-times in the reader's locale, with Intl.
 */
export function describeEntry(entry: Pick<SecurityLogEntry, 'description' | 'metadata'>): string {
  let text = entry.description.replace(ISO_DATE_TIME, (iso) =>
    Number.isNaN(Date.parse(iso)) ? iso : formatDateTime(iso),
  );
  const money = moneyOf(entry);
  if (money) {
    const raw = new RegExp(`(^|[^\\d.])${money.amount} ${money.currency}\\b`, 'gi');
    text = text.replace(
      raw,
      (_match, before: string) => `${before}${formatMoney(money.amount, money.currency)}`,
    );
  }
  return text;
}
