import { setPasswordBody } from '@shared/contracts/account-security';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { PasswordField } from '@/components/ui/form-fields';
import { formResolver } from '@/i18n/form-resolver';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { accountSecurityApi } from '@/lib/api/account-security';
import { applyApiError } from '@/lib/forms';
import { EmailedCodeFields } from './emailed-code-fields';
import { signInMethodsQuery } from './has-password';

/**
 * A first password for an account that signs in another way (a provider, a magic link): there is
 * no current password to ask for, so an e-mailed code confirms it. Other sessions are signed out.
 */
export function SetPasswordForm() {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: formResolver(setPasswordBody),
    defaultValues: { code: '', newPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await accountSecurityApi.setPassword(values);
      form.reset();
      toast.success(translate('account-security.password.setDone'));
      // The page's forms now ask for the password instead of a code.
      await queryClient.invalidateQueries({ queryKey: signInMethodsQuery.queryKey });
      await queryClient.invalidateQueries({ queryKey: ['me', 'sessions'] });
    } catch (error) {
      applyApiError(error, form.setError, ['code', 'newPassword'], {
        400: 'account-security.code.wrong',
      });
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('account-security.password.setTitle')}
      className="flex flex-col gap-6"
    >
      <CardHeader>
        <CardTitle>{t('account-security.password.setTitle')}</CardTitle>
        <CardDescription>{t('account-security.password.setDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:max-w-md">
        <FormError message={errors.root?.message} />
        <EmailedCodeFields form={form} name="code" explained />
        <PasswordField
          form={form}
          name="newPassword"
          label={t('account-security.password.new')}
          autoComplete="new-password"
        />
      </CardContent>
      <CardFooter className="justify-end border-t">
        <Button type="submit" loading={isSubmitting}>
          {t('account-security.password.setSubmit')}
        </Button>
      </CardFooter>
    </form>
  );
}
