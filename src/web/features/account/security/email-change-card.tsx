import { changeEmailWithCode, changeEmailWithPassword } from '@shared/contracts/account-security';
import { MailCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { InputField, PasswordField } from '@/components/ui/form-fields';
import { formResolver } from '@/i18n/form-resolver';
import { useT } from '@/i18n/provider';
import { accountSecurityApi } from '@/lib/api/account-security';
import { applyApiError } from '@/lib/forms';
import { useHasPassword } from './has-password';
import { SendCodeButton } from './send-code-button';

/**
 * Change the e-mail address: a link goes to the new one, and the change applies when it is
 * followed. Confirmed with the password, or, for an account without one, an e-mailed code.
 */
export function EmailChangeCard({ email }: { email: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const hasPassword = useHasPassword();
  return (
    <Card>
      {hasPassword === false ? (
        <WithCode email={email} sentTo={sentTo} onSent={setSentTo} />
      ) : (
        <WithPassword email={email} sentTo={sentTo} onSent={setSentTo} />
      )}
    </Card>
  );
}

interface FormProps {
  email: string;
  sentTo: string | null;
  onSent: (newEmail: string) => void;
}

function WithPassword({ email, sentTo, onSent }: FormProps) {
  const t = useT();
  const form = useForm({
    resolver: formResolver(changeEmailWithPassword),
    defaultValues: { newEmail: '', password: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await accountSecurityApi.changeEmail(values);
      onSent(values.newEmail);
      form.reset();
    } catch (error) {
      applyApiError(error, form.setError, ['newEmail', 'password'], { 400: 'account-security.email.wrong' });
    }
  });
  return (
    <Layout email={email} sentTo={sentTo} onSubmit={onSubmit} submitting={form.formState.isSubmitting}>
      <FormError message={form.formState.errors.root?.message} />
      <InputField
        form={form}
        name="newEmail"
        label={t('account-security.email.new')}
        type="email"
        autoComplete="email"
        translate="no"
      />
      <PasswordField
        form={form}
        label={t('account-security.email.password')}
        autoComplete="current-password"
      />
    </Layout>
  );
}

function WithCode({ email, sentTo, onSent }: FormProps) {
  const t = useT();
  const form = useForm({
    resolver: formResolver(changeEmailWithCode),
    defaultValues: { newEmail: '', code: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await accountSecurityApi.changeEmail(values);
      onSent(values.newEmail);
      form.reset();
    } catch (error) {
      applyApiError(error, form.setError, ['newEmail', 'code'], { 400: 'account-security.code.wrong' });
    }
  });
  return (
    <Layout email={email} sentTo={sentTo} onSubmit={onSubmit} submitting={form.formState.isSubmitting}>
      <FormError message={form.formState.errors.root?.message} />
      <InputField
        form={form}
        name="newEmail"
        label={t('account-security.email.new')}
        type="email"
        autoComplete="email"
        translate="no"
      />
      <p className="text-muted-foreground text-sm">{t('account-security.code.instead')}</p>
      <SendCodeButton />
      <InputField
        form={form}
        name="code"
        label={t('account-security.code.label')}
        autoComplete="one-time-code"
        translate="no"
      />
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
