import { emailedCode } from '@shared/contracts/account-security';
import { twoFactorCode } from '@shared/contracts/two-factor';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { InputField, PasswordField } from '@/components/ui/form-fields';
import { formResolver } from '@/i18n/form-resolver';
import { useT } from '@/i18n/provider';
import { applyApiError } from '@/lib/forms';
import { SendCodeButton } from './send-code-button';

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

/** Asks for the password again, or for an account without one (`withCode`), the e-mailed code. */
export function ConfirmForm(props: {
  label: string;
  submitLabel: string;
  withCode: boolean;
  onSubmit: (confirmation: Confirmation) => Promise<void>;
  onCancel: () => void;
}) {
  return props.withCode ? <EmailedCodeForm {...props} /> : <PasswordForm {...props} />;
}

function PasswordForm({
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (confirmation: { password: string }) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const form = useForm({ resolver: formResolver(passwordForm), defaultValues: { password: '' } });
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await onSubmit({ password });
    } catch (error) {
      applyApiError(error, form.setError, ['password'], wrongInput);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid max-w-sm gap-3" aria-label={label}>
      <FormError message={form.formState.errors.root?.message} />
      <PasswordField
        form={form}
        label={t('two-factor.card.password')}
        autoComplete="current-password"
        autoFocus
      />
      <Actions submitLabel={submitLabel} onCancel={onCancel} loading={form.formState.isSubmitting} />
    </form>
  );
}

function EmailedCodeForm({
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (confirmation: { code: string }) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const form = useForm({ resolver: formResolver(emailedCodeForm), defaultValues: { code: '' } });
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await onSubmit({ code });
    } catch (error) {
      applyApiError(error, form.setError, ['code'], wrongInput);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid max-w-sm gap-3" aria-label={label}>
      <FormError message={form.formState.errors.root?.message} />
      <p className="text-muted-foreground text-sm">{t('account-security.code.instead')}</p>
      <SendCodeButton />
      <InputField
        form={form}
        name="code"
        label={t('account-security.code.label')}
        autoComplete="one-time-code"
        translate="no"
      />
      <Actions submitLabel={submitLabel} onCancel={onCancel} loading={form.formState.isSubmitting} />
    </form>
  );
}

export function CodeForm({
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm({ resolver: formResolver(codeForm), defaultValues: { code: '' } });
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await onSubmit(code);
    } catch (error) {
      applyApiError(error, form.setError, ['code'], wrongInput);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid max-w-sm gap-3" aria-label={label}>
      <FormError message={form.formState.errors.root?.message} />
      <InputField form={form} name="code" label={label} autoComplete="one-time-code" inputMode="numeric" />
      <Actions submitLabel={submitLabel} onCancel={onCancel} loading={form.formState.isSubmitting} />
    </form>
  );
}

export function DisableForm({
  withCode,
  onSubmit,
  onCancel,
}: {
  withCode: boolean;
  onSubmit: (body: { password: string; code: string } | { emailCode: string; code: string }) => Promise<void>;
  onCancel: () => void;
}) {
  return withCode ? (
    <DisableWithEmailedCode onSubmit={onSubmit} onCancel={onCancel} />
  ) : (
    <DisableWithPassword onSubmit={onSubmit} onCancel={onCancel} />
  );
}

function DisableWithPassword({
  onSubmit,
  onCancel,
}: {
  onSubmit: (body: { password: string; code: string }) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const form = useForm({
    resolver: formResolver(passwordAndCodeForm),
    defaultValues: { password: '', code: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      applyApiError(error, form.setError, ['password', 'code'], wrongInput);
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid max-w-sm gap-3"
      aria-label={t('two-factor.card.disable')}
    >
      <FormError message={form.formState.errors.root?.message} />
      <PasswordField
        form={form}
        label={t('two-factor.card.password')}
        autoComplete="current-password"
        autoFocus
      />
      <InputField form={form} name="code" label={t('two-factor.card.code')} autoComplete="one-time-code" />
      <Actions
        submitLabel={t('two-factor.card.disable')}
        onCancel={onCancel}
        loading={form.formState.isSubmitting}
      />
    </form>
  );
}

function DisableWithEmailedCode({
  onSubmit,
  onCancel,
}: {
  onSubmit: (body: { emailCode: string; code: string }) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const form = useForm({
    resolver: formResolver(emailedAndAppCodeForm),
    defaultValues: { emailCode: '', code: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      applyApiError(error, form.setError, ['emailCode', 'code'], wrongInput);
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid max-w-sm gap-3"
      aria-label={t('two-factor.card.disable')}
    >
      <FormError message={form.formState.errors.root?.message} />
      <p className="text-muted-foreground text-sm">{t('account-security.code.instead')}</p>
      <SendCodeButton />
      <InputField
        form={form}
        name="emailCode"
        label={t('account-security.code.label')}
        autoComplete="off"
        translate="no"
      />
      <InputField form={form} name="code" label={t('two-factor.card.code')} autoComplete="one-time-code" />
      <Actions
        submitLabel={t('two-factor.card.disable')}
        onCancel={onCancel}
        loading={form.formState.isSubmitting}
      />
    </form>
  );
}
