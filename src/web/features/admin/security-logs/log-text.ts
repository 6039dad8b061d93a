import type { SecurityLogEntry } from '@shared/contracts/security-logs';
import { type MessageValues, t } from '@/i18n/store';
import { formatDateTime, formatMoney } from '@/lib/utils';
import { ENTRY_MESSAGES } from './entry-messages';

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

type DescribedEntry = Pick<
  SecurityLogEntry,
  'eventType' | 'description' | 'metadata' | 'user' | 'actor' | 'success'
>;

/**
 * The values an entry's message may name: its metadata's plain values, who did it (`actor`: the
 * admin of an admin action, else the user), who it is about (`user`) and where (`where`: the
 * API route or the page), whether it succeeded, and its money and ban end in the reader's
 * locale. A value the entry lacks stays out, so its message cannot be formatted.
 */
function valuesOf(entry: DescribedEntry): MessageValues {
  const values: MessageValues = {};
  for (const [key, value] of Object.entries(entry.metadata ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') values[key] = value;
    // ICU's select reads "true"/"false".
    else if (typeof value === 'boolean') values[key] = String(value);
  }
  const actor = entry.actor?.email ?? entry.user?.email;
  if (actor !== undefined) values.actor = actor;
  if (entry.user) values.user = entry.user.email;
  const where = values.route ?? values.page;
  if (where !== undefined) values.where = where;
  values.success = String(entry.success);
  const money = moneyOf(entry);
  if (money) values.money = formatMoney(money.amount, money.currency);
  // A ban's end: an ISO date-time, or null for a ban without end.
  const expires = entry.metadata?.expires;
  if (expires === null) values.expires = 'none';
  else if (typeof expires === 'string' && !Number.isNaN(Date.parse(expires)))
    values.until = formatDateTime(expires);
  return values;
}

/**
 * An entry's description in the reader's language: its event type's message, filled from the
 * entry's own data. Entries that cannot fill it (older ones missing a value, a person since
 * deleted) and types outside the catalogue read as the stored English text.
 */
export function describeEntry(entry: DescribedEntry): string {
  if (Object.hasOwn(ENTRY_MESSAGES, entry.eventType)) {
    try {
      return t(ENTRY_MESSAGES[entry.eventType as keyof typeof ENTRY_MESSAGES], valuesOf(entry));
    } catch {
      // A value the message names is missing (intl-messageformat throws): the stored text says it.
    }
  }
  return storedDescription(entry);
}

/**
 * The stored description as a person reads it: the stored text keeps raw values ("1900 usd", ISO
 * date-times, written in no one's locale); here the money is shown in its currency (cents → units)
 * and the date-times in the reader's locale, with Intl.
 */
export function storedDescription(entry: Pick<SecurityLogEntry, 'description' | 'metadata'>): string {
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
