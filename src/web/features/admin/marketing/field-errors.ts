import { t } from '@/i18n/store';
import { ApiError } from '@/lib/api';
import { formatter } from '@/lib/utils';

/** The API's field issues keyed by their path ("variants.0.linkUrl"), or a form-level message. */
export function fieldErrorsOf(failure: unknown): { fields: Record<string, string>; message: string | null } {
  if (failure instanceof ApiError && failure.details.length) {
    const fields: Record<string, string> = {};
    for (const issue of failure.details) fields[issue.path.replace(/^body\./, '')] ??= issue.message;
    return { fields, message: null };
  }
  return {
    fields: {},
    message: failure instanceof Error ? failure.message : t('admin-marketing.somethingWrong'),
  };
}

/** 0.1234 → "12.3%" in the reader's language ("12,3 %"). */
export const percent = (rate: number) =>
  formatter(
    'percent-1',
    (locale) =>
      new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  ).format(rate);
