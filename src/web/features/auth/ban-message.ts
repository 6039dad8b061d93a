import { t as translate } from '@/i18n/store';
import { formatDateTime } from '@/lib/utils';

/**
 * A ban's refusal in the reader's words. The server's message is English and carries the expiry
 * (ISO) and the admin's reason ("Your account is banned until <ISO>. Reason: <reason>").
 */
export function banMessage(serverMessage: string): string {
  const until = /until (\S+?)\.\s/.exec(serverMessage)?.[1];
  const reason = /Reason: ([\s\S]*)$/.exec(serverMessage)?.[1] ?? '';
  return until && !Number.isNaN(Date.parse(until))
    ? translate('auth.signIn.bannedUntil', { until: formatDateTime(until), reason })
    : translate('auth.signIn.banned', { reason });
}
