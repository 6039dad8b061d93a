import { emailedCode } from '@shared/contracts/account-security';
import { twoFactorCode } from '@shared/contracts/two-factor';
import type { ReactNode } from 'react';
import { type DefaultValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { InputField, PasswordField } from '@/components/ui/form-fields';
import { formResolver } from '@/i18n/form-resolver';
import { useT } from '@/i18n/provider';
import { applyApiError } from '@/lib/forms';
import { EmailedCodeFields } from './emailed-code-fields';

const passwordForm = z.object({ password: z.string().min(1, 'Password is required') });
const codeForm = z.object({ code: twoFactorCode });
const passwordAndCodeForm = passwordForm.extend({ code: twoFactorCode });
// An account without a password confirms with the e-mailed code instead.
const emailedCodeForm = z.object({ code: emailedCode });
const emailedAndAppCodeForm = z.object({ emailCode: emailedCode, code: twoFactorCode });

/** What confirms a settings change: the password, or the e-mailed code of an account without one. */
export type Confirmation = { password: string } | { code: string };

/** The small forms of the two-factor card; each reports a wrong password (403) or code (400) inline. */
const wrongInput = { 403: 'two-factor.card.wrongPassword', 400: 'two-factor.card.wrongCode' };

function Actions({
  submitLabel,
  onCancel,
  loading,
}: {
  submitLabel: string;
  onCancel: () => void;
  loading: boolean;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        {t('two-factor.card.cancel')}
      </Button>
    </div>
  );
}

/**
 * One small form of the card: the schema's text fields, blank at first, each problem and a wrong
 * password (403) or code (400) said inline, then submit and cancel. Where one place shows either
 * of two forms, each is keyed, so switching starts the other afresh (a form keeps its fields).
 */
function CardForm<Values extends Record<string, string>>({
  schema,
  label,
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: {
  schema: z.ZodType<Values, Values> & { shape: Record<string, unknown> };
  label: string;
  submitLabel: string;
  onSubmit: (values: Values) => Promise<void>;
  onCancel: () => void;
  children: (form: UseFormReturn<Values, unknown, Values>) => ReactNode;
}) {
  const fields = Object.keys(schema.shape) as Path<Values>[];
  const form = useForm<Values, unknown, Values>({
    resolver: formResolver(schema),
    defaultValues: Object.fromEntries(fields.map((field) => [field, ''])) as DefaultValues<Values>,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyApiError(error, form.setError, fields, wrongInput);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid max-w-sm gap-3" aria-label={label}>
      <FormError message={form.formState.errors.root?.message} />
      {children(form)}
      <Actions submitLabel={submitLabel} onCancel={onCancel} loading={form.formState.isSubmitting} />
    </form>
  );
}

/** The account's password again, first in the form: what confirms a change for an account with one. */
function CurrentPasswordField<Values extends { password: string }>({
  form,
}: {
  form: UseFormReturn<Values, unknown, Values>;
}) {
  const t = useT();
  return (
    <PasswordField
      form={form}
      label={t('two-factor.card.password')}
      autoComplete="current-password"
      autoFocus
    />
  );
}

interface FormProps<Body> {
  label: string;
  submitLabel: string;
  onSubmit: (body: Body) => Promise<void>;
  onCancel: () => void;
}

/** Asks for the password again, or for an account without one (`withCode`), the e-mailed code. */
export function ConfirmForm({ withCode, ...props }: FormProps<Confirmation> & { withCode: boolean }) {
  return withCode ? (
    <CardForm key="code" schema={emailedCodeForm} {...props}>
      {(form) => <EmailedCodeFields form={form} name="code" />}
    </CardForm>
  ) : (
    <CardForm key="password" schema={passwordForm} {...props}>
      {(form) => <CurrentPasswordField form={form} />}
    </CardForm>
  );
}

export function CodeForm({ onSubmit, ...props }: FormProps<string>) {
  return (
    <CardForm schema={codeForm} onSubmit={({ code }) => onSubmit(code)} {...props}>
      {(form) => (
        <InputField
          form={form}
          name="code"
          label={props.label}
          autoComplete="one-time-code"
          inputMode="numeric"
        />
      )}
    </CardForm>
  );
}

/** Turning two-factor off: the password (or the e-mailed code) and a code from the app. */
export function DisableForm({
  withCode,
  onSubmit,
  onCancel,
}: {
  withCode: boolean;
  onSubmit: (body: { password: string; code: string } | { emailCode: string; code: string }) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const props = {
    label: t('two-factor.card.disable'),
    submitLabel: t('two-factor.card.disable'),
    onSubmit,
    onCancel,
  };
  const appCode = { name: 'code', label: t('two-factor.card.code'), autoComplete: 'one-time-code' } as const;
  return withCode ? (
    <CardForm key="code" schema={emailedAndAppCodeForm} {...props}>
      {(form) => (
        <>
          <EmailedCodeFields form={form} name="emailCode" autoComplete="off" />
          <InputField form={form} {...appCode} />
        </>
      )}
    </CardForm>
  ) : (
    <CardForm key="password" schema={passwordAndCodeForm} {...props}>
      {(form) => (
        <>
          <CurrentPasswordField form={form} />
          <InputField form={form} {...appCode} />
        </>
      )}
    </CardForm>
  );
}
