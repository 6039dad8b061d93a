import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/**
 * Puts an API failure onto a react-hook-form form: validation details whose path names one of the
 * form's fields become inline field errors; anything else becomes the form-level `root` error
 * (shown in an alert). Returns the form-level message, if any.
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | undefined {
  const message = error instanceof Error ? error.message : 'Something went wrong. Please try again.';
  if (!(error instanceof ApiError)) {
    setError('root', { type: 'api', message });
    return message;
  }
  let mappedAny = false;
  for (const issue of error.details) {
    // Paths may come as "email" or "body.email"; the last segment names the field.
    const field = issue.path.split('.').pop() as Path<T> | undefined;
    if (field && fields.includes(field)) {
      setError(field, { type: 'api', message: issue.message }, { shouldFocus: !mappedAny });
      mappedAny = true;
    }
  }
  if (mappedAny) return undefined;
  setError('root', { type: 'api', message: error.message });
  return error.message;
}
