import { changeEmailWithCode, changeEmailWithPassword } from '@shared/contracts/account-security';
import { MailCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { type DefaultValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { InputField, PasswordField } from '@/components/ui/form-fields';
import { formResolver } from '@/i18n/form-resolver';
import { useT } from '@/i18n/provider';
import { accountSecurityApi } from '@/lib/api/account-security';
import { applyApiError } from '@/lib/forms';
import { EmailedCodeFields } from './emailed-code-fields';
import { useHasPassword } from './has-password';

/**
 * Change the e-mail address: a link goes to the new one, and the change applies when it is
 * followed. Confirmed with the password, or, for an account without one, an e-mailed code.
 */
export function EmailChangeCard({ email }: { email: string }) {
  const t = useT();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const hasPassword = useHasPassword();
  const shown = { email, sentTo, onSent: setSentTo };
  return (
    <Card>
      {hasPassword === false ? (
        // Keyed: the page learns only after its first render that there is no password, and the
        // form must then start over with the code's fields, not keep the password's.
        <EmailChangeForm
          key="code"
          schema={changeEmailWithCode}
          wrong="account-security.code.wrong"
          {...shown}
        >
          {(form) => <EmailedCodeFields form={form} name="code" />}
        </EmailChangeForm>
      ) : (
        <EmailChangeForm
          key="password"
          schema={changeEmailWithPassword}
          wrong="account-security.email.wrong"
          {...shown}
        >
          {(form) => (
            <PasswordField
              form={form}
              label={t('account-security.email.password')}
              autoComplete="current-password"
            />
          )}
        </EmailChangeForm>
      )}
    </Card>
  );
}

interface FormProps {
  email: string;
  sentTo: string | null;
  onSent: (newEmail: string) => void;
}

/** The body of the change: the new address and the password, or the e-mailed code. */
type ChangeEmailBody = Parameters<typeof accountSecurityApi.changeEmail>[0];

/** The new address, then what confirms it (the password or the e-mailed code: `children`). */
function EmailChangeForm<Values extends ChangeEmailBody & Record<string, string>>({
  schema,
  wrong,
  email,
  sentTo,
  onSent,
  children,
}: FormProps & {
  schema: z.ZodType<Values, Values> & { shape: Record<string, unknown> };
  /** What a 400 means: the password or the code is not right. */
  wrong: string;
  children: (form: UseFormReturn<Values, unknown, Values>) => ReactNode;
}) {
  const t = useT();
  const fields = Object.keys(schema.shape) as Path<Values>[];
  const form = useForm<Values, unknown, Values>({
    resolver: formResolver(schema),
    defaultValues: Object.fromEntries(fields.map((field) => [field, ''])) as DefaultValues<Values>,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await accountSecurityApi.changeEmail(values);
      onSent(values.newEmail);
      form.reset();
    } catch (error) {
      applyApiError(error, form.setError, fields, { 400: wrong });
    }
  });
  return (
    <Layout email={email} sentTo={sentTo} onSubmit={onSubmit} submitting={form.formState.isSubmitting}>
      <FormError message={form.formState.errors.root?.message} />
      <InputField
        form={form}
        name={'newEmail' as Path<Values>}
        label={t('account-security.email.new')}
        type="email"
        autoComplete="email"
        translate="no"
      />
      {children(form)}
    </Layout>
  );
}

function Layout({
  email,
  sentTo,
  onSubmit,
  submitting,
  children,
}: Omit<FormProps, 'onSent'> & { onSubmit: () => void; submitting: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('account-security.email.title')}
      className="flex flex-col gap-6"
    >
      <CardHeader>
        <CardTitle>{t('account-security.email.title')}</CardTitle>
        <CardDescription>{t('account-security.email.description', { email })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:max-w-md">
        {sentTo ? (
          <Alert data-testid="email-change-sent">
            <MailCheck />
            <AlertDescription role="status">
              {t('account-security.email.sent', { email: sentTo })}
            </AlertDescription>
          </Alert>
        ) : null}
        {children}
      </CardContent>
      <CardFooter className="justify-end border-t">
        <Button type="submit" loading={submitting}>
          {t('account-security.email.submit')}
        </Button>
      </CardFooter>
    </form>
  );
}
