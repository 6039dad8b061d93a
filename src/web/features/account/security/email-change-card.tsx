import { changeEmailBody } from '@shared/contracts/account-security';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { formResolver } from '@/i18n/form-resolver';
import { useT } from '@/i18n/provider';
import { accountSecurityApi } from '@/lib/api/account-security';
import { applyApiError } from '@/lib/forms';

/** Change the e-mail address: a link goes to the new one, and the change applies when it is followed. */
export function EmailChangeCard({ email }: { email: string }) {
  const t = useT();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: formResolver(changeEmailBody),
    defaultValues: { newEmail: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await accountSecurityApi.changeEmail(values);
      setSentTo(values.newEmail);
      form.reset();
    } catch (error) {
      applyApiError(error, form.setError, ['newEmail', 'password'], { 400: 'account-security.email.wrong' });
    }
  });
  return (
    <Card>
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
          <FormError message={errors.root?.message} />
          <FormField label={t('account-security.email.new')} error={errors.newEmail?.message}>
            <Input type="email" autoComplete="email" translate="no" {...form.register('newEmail')} />
          </FormField>
          <FormField label={t('account-security.email.password')} error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...form.register('password')} />
          </FormField>
        </CardContent>
        <CardFooter className="justify-end border-t">
          <Button type="submit" loading={isSubmitting}>
            {t('account-security.email.submit')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
