import { ApiError } from '@/lib/api';

/** The API's field issues keyed by their path ("variants.0.linkUrl"), or a form-level message. */
export function fieldErrorsOf(failure: unknown): { fields: Record<string, string>; message: string | null } {
  if (failure instanceof ApiError && failure.details.length) {
    const fields: Record<string, string> = {};
    for (const issue of failure.details) fields[issue.path.replace(/^body\./, '')] ??= issue.message;
    return { fields, message: null };
  }
  return { fields: {}, message: failure instanceof Error ? failure.message : 'Something went wrong.' };
}

export const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
