import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { formattingLocale, t } from '@/i18n/store';

/** Joins class names and lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/** Initials for an avatar fallback: "Ada Lovelace" -> "AL", "ada@example.com" -> "A". */
export function initials(nameOrEmail: string): string {
  const words = nameOrEmail.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0]];
  return letters
    .map((word) => word?.[0] ?? '')
    .join('')
    .toUpperCase();
}

/** A formatter for the current language, built once per language and `key` (building one is slow). */
export function formatter<T extends IntlFormatter>(key: string, make: (locale: string) => T): T {
  const locale = formattingLocale();
  const id = `${locale}|${key}`;
  let found = formatters.get(id);
  if (!found) {
    found = make(locale);
    formatters.set(id, found);
  }
  return found as T;
}
type IntlFormatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat;
const formatters = new Map<string, IntlFormatter>();

/** A date in the current language: "Nov 24, 2026", "24.11.2026". */
export function formatDate(value: string | Date): string {
  return formatter('date', (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })).format(
    new Date(value),
  );
}

export function formatDateTime(value: string | Date): string {
  return formatter(
    'datetime',
    (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(new Date(value));
}

/** A count in the current language: "1,234", "1.234", "1 234". */
export function formatNumber(value: number): string {
  return formatter('number', (locale) => new Intl.NumberFormat(locale)).format(value);
}

/** Money is stored in integer minor units (cents). */
export function formatMoney(cents: number, currency = 'USD'): string {
  return formatter(
    `money|${currency}`,
    (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency }),
  ).format(cents / 100);
}

/**
 * A plan's price, the one place a price is worded: "Free" when it is zero, else "$19.00", with
 * its period when given ("$19.00 / month"; a free plan stays "Free", never "$0.00 / month").
 */
export function formatPrice(cents: number, per?: 'month' | 'year'): string {
  if (cents === 0) return t('common.price.free');
  const price = formatMoney(cents);
  if (per === 'month') return t('common.price.perMonth', { price });
  if (per === 'year') return t('common.price.perYear', { price });
  return price;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO date-time as the value of an <input type="datetime-local"> (local time, minutes). */
export function toLocalInputValue(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The value of an <input type="datetime-local"> (local time) as an ISO date-time, or undefined. */
export function fromLocalInputValue(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** "user_role_changed" -> "User role changed". */
export function humanize(snake: string): string {
  const words = snake.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]?.toUpperCase() + words.slice(1) : snake;
}

/** ISO date-times inside a server message ("banned until 2026-11-29T22:43:00.000Z") in local words. */
export function localizeTimestamps(text: string): string {
  return text.replace(/\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})/g, (iso) =>
    Number.isNaN(Date.parse(iso)) ? iso : formatDateTime(iso),
  );
}
