import { changePasswordBody } from '@shared/contracts/account-security';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { formResolver } from '@/i18n/form-resolver';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { accountSecurityApi } from '@/lib/api/account-security';
import { applyApiError } from '@/lib/forms';
import { useHasPassword } from './has-password';
import { SetPasswordForm } from './set-password-form';

/**
 * Change the password; every other session is signed out. An account without one (it signs in
 * through a provider or a magic link) sets a first password here instead.
 */
export function PasswordCard() {
  const hasPassword = useHasPassword();
  return <Card>{hasPassword === false ? <SetPasswordForm /> : <ChangePasswordForm />}</Card>;
}

function ChangePasswordForm() {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: formResolver(changePasswordBody),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await accountSecurityApi.changePassword(values);
      form.reset();
      toast.success(translate('account-security.password.changed'));
      await queryClient.invalidateQueries({ queryKey: ['me', 'sessions'] });
    } catch (error) {
      applyApiError(error, form.setError, ['currentPassword', 'newPassword'], {
        400: 'account-security.password.wrong',
      });
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('account-security.password.title')}
      className="flex flex-col gap-6"
    >
      <CardHeader>
        <CardTitle>{t('account-security.password.title')}</CardTitle>
        <CardDescription>{t('account-security.password.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:max-w-md">
        <FormError message={errors.root?.message} />
        <FormField label={t('account-security.password.current')} error={errors.currentPassword?.message}>
          <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
        <FormField label={t('account-security.password.new')} error={errors.newPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
        </FormField>
      </CardContent>
      <CardFooter className="justify-end border-t">
        <Button type="submit" loading={isSubmitting}>
          {t('account-security.password.submit')}
        </Button>
      </CardFooter>
    </form>
  );
}
