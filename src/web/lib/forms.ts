import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { getLocale, t } from '@/i18n/store';
import { ApiError } from './api';

/** HTTP status → the id of what a flow says about it ("409 on sign-up: the e-mail is taken"). */
export type StatusMessages = Partial<Record<number, string>>;

/** What any failure of that status means, for a flow that has nothing more specific to say. */
function genericMessage(status: number): string {
  if (status === 0) return t('api.offline');
  if (status === 400 || status === 422) return t('api.invalid');
  if (status === 401) return t('api.unauthorized');
  if (status === 403) return t('api.forbidden');
  if (status === 404) return t('api.notFound');
  if (status === 409) return t('api.conflict');
  if (status === 413) return t('api.tooLarge');
  if (status === 429) return t('api.tooManyRequests');
  if (status >= 500) return t('api.serverError');
  return t('api.failed');
}

/** The code's message in the reader's language, with the values it names; undefined if unknown. */
function messageOfCode(error: ApiError): string | undefined {
  const id = error.messageId;
  if (!id) return undefined;
  try {
    return t(id, error.params);
  } catch {
    // A message that names a value the answer did not carry: the status's words instead.
    return undefined;
  }
}

/**
 * The words for a failure, in the reader's language. A refusal with a code of its own (the
 * member limit, "already a member") says exactly that: for English readers the server's own
 * sentence (it is English, and names the values), for others the code's message. Else the flow's
 * own message for its status when it names one; else the server's message for English readers;
 * else the code's or the status's translated message. An error thrown by our own code (not an
 * ApiError) already carries translated words.
 */
export function apiErrorMessage(error: unknown, byStatus: StatusMessages = {}): string {
  if (!(error instanceof ApiError))
    return error instanceof Error && error.message ? error.message : t('api.failed');
  const english = getLocale() === 'en';
  if (error.hasOwnWords) {
    const specific = english && error.message ? error.message : messageOfCode(error);
    if (specific) return specific;
  }
  const named = byStatus[error.status];
  if (named) return t(named);
  if (english && error.message) return error.message;
  return messageOfCode(error) ?? genericMessage(error.status);
}

/** The message of a failed request, for a toast: said by its code, in the reader's language. */
export function errorText(error: unknown): string {
  return error instanceof Error ? apiErrorMessage(error) : t('admin.error.generic');
}

/**
 * Puts an API failure onto a react-hook-form form: validation details whose path names one of the
 * form's fields become inline field errors; anything else becomes the form-level `root` error
 * (shown in an alert), worded by `apiErrorMessage` (with the flow's `byStatus` messages). Returns
 * the form-level message, if any.
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  byStatus: StatusMessages = {},
): string | undefined {
  const message = apiErrorMessage(error, byStatus);
  if (!(error instanceof ApiError) || byStatus[error.status] || error.hasOwnWords) {
    setError('root', { type: 'api', message });
    return message;
  }
  // The details' messages are the server's (English): other readers see a translated one.
  const english = getLocale() === 'en';
  let mappedAny = false;
  for (const issue of error.details) {
    // Paths may come as "email" or "body.email"; the last segment names the field.
    const field = issue.path.split('.').pop() as Path<T> | undefined;
    if (field && fields.includes(field)) {
      const shown = english ? issue.message : t('validation.invalid');
      setError(field, { type: 'api', message: shown }, { shouldFocus: !mappedAny });
      mappedAny = true;
    }
  }
  if (mappedAny) return undefined;
  setError('root', { type: 'api', message });
  return message;
}
