import { PASSWORD_MIN, resetPasswordBody } from '@shared/auth-contracts';
import { getRouteApi, Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/form-fields';
import { formResolver } from '@/i18n/form-resolver';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { authApi } from '@/lib/api/auth';
import { applyApiError } from '@/lib/forms';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthFormCard, AuthHeading, AuthNotice } from './auth-card';
import { PASSWORD_MESSAGES } from './password-messages';

const routeApi = getRouteApi('/_auth/reset-password');

// The password rule is the API's own; the confirmation field is a client-side nicety.
const resetForm = resetPasswordBody
  .pick({ password: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
    params: { i18n: 'auth.reset.mismatch' },
  });

export function ResetPasswordPage() {
  const t = useT();
  useDocumentTitle(t('auth.reset.title'));
  const { token } = routeApi.useSearch();
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver: formResolver(resetForm, PASSWORD_MESSAGES),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await authApi.resetPassword(token ?? '', password);
      setDone(true);
      toast.success(translate('auth.reset.doneToast'));
    } catch (error) {
      // 400: the link's token is unknown, used or expired.
      applyApiError(error, form.setError, ['password'], { 400: 'auth.reset.invalidLink' });
    }
  });

  if (!token) {
    return (
      <>
        <AuthHeading title={t('auth.reset.title')} />
        <Alert variant="destructive">
          <AlertTitle>{t('auth.incompleteLink')}</AlertTitle>
          <AlertDescription>
            <p>{t('auth.reset.noToken')}</p>
            <Link to="/forgot-password" className="font-medium underline underline-offset-4">
              {t('auth.reset.sendNewLink')}
            </Link>
          </AlertDescription>
        </Alert>
      </>
    );
  }

  if (done) {
    return (
      <AuthNotice
        testId="reset-done"
        icon={CircleCheck}
        tone="success"
        title={t('auth.reset.doneTitle')}
        description={t('auth.reset.doneDescription')}
      >
        <Button asChild className="w-full">
          <Link to="/sign-in">{t('auth.signIn.submit')}</Link>
        </Button>
      </AuthNotice>
    );
  }

  return (
    <AuthFormCard
      form={form}
      title={t('auth.reset.title')}
      description={t('auth.passwordHint', { min: PASSWORD_MIN })}
      label={t('auth.reset.title')}
      onSubmit={onSubmit}
      errorAction={
        <Link to="/forgot-password" className="font-medium underline underline-offset-4">
          {t('auth.reset.requestNewLink')}
        </Link>
      }
      submitLabel={t('auth.reset.submit')}
    >
      <PasswordField form={form} label={t('auth.reset.newPassword')} autoComplete="new-password" />
      <PasswordField
        form={form}
        name="confirmPassword"
        label={t('auth.reset.confirmPassword')}
        autoComplete="new-password"
      />
    </AuthFormCard>
  );
}
