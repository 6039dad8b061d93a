/**
 * The one way a form validates: the shared zod contract (the server's own rules), with each
 * problem worded in the reader's language. The contracts' messages are English, for the API; here
 * a problem is translated by a message id the form names for that English message, else by what
 * went wrong (a required field, too short or long with its limit, a bad e-mail or URL…).
 */
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { t } from './store';

/** English message of a contract → the id of its translation, for messages worth keeping specific. */
export type IssueMessages = Record<string, string>;

type Issue = z.core.$ZodIssue;

function limitsOf(issue: Issue): { min?: number; max?: number } {
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  return {};
}

export function translateIssue(issue: Issue, messages: IssueMessages = {}): string {
  const named = messages[issue.message];
  // A form's own wording may name the rule's limit: "Write at least {min} characters".
  if (named) return t(named, limitsOf(issue));
  const i18n = issue.code === 'custom' ? issue.params?.i18n : undefined;
  if (typeof i18n === 'string') return t(i18n);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? t('validation.required')
          : t('validation.tooShort', { min: Number(issue.minimum) });
      if (issue.origin === 'array' || issue.origin === 'set')
        return t('validation.tooFew', { min: Number(issue.minimum) });
      return t('validation.tooSmall', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return t('validation.tooLong', { max: Number(issue.maximum) });
      if (issue.origin === 'array' || issue.origin === 'set')
        return t('validation.tooMany', { max: Number(issue.maximum) });
      return t('validation.tooBig', { max: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return t('validation.email');
      if (issue.format === 'url') return t('validation.url');
      return t('validation.format');
    case 'invalid_type':
      return issue.input === undefined || issue.input === ''
        ? t('validation.required')
        : t('validation.invalid');
    case 'invalid_value':
      return t('validation.choose');
    default:
      return t('validation.invalid');
  }
}

/** Each field's first problem (by its path, "link.url"), in the reader's language. */
export function problemsByField(
  issues: readonly Issue[],
  messages: IssueMessages = {},
): Record<string, string> {
  const problems: Record<string, string> = {};
  // The first problem of a field is the one to fix first (as zodResolver does).
  for (const issue of issues) problems[issue.path.join('.')] ??= translateIssue(issue, messages);
  return problems;
}

/**
 * A body checked against its contract before it is sent (forms that keep their own state): null
 * when the API would take it, else its problems by field, translated.
 */
export function contractProblems(
  schema: z.ZodType,
  body: unknown,
  messages: IssueMessages = {},
): Record<string, string> | null {
  const checked = schema.safeParse(body);
  return checked.success ? null : problemsByField(checked.error.issues, messages);
}

/** react-hook-form's resolver for a zod schema, with translated messages (see above). */
export function formResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  messages: IssueMessages = {},
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const [path, message] of Object.entries(problemsByField(result.error.issues, messages)))
      errors[path] = { type: 'validation', message };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
