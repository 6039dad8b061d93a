import { emailOnlyBody } from '@shared/auth-contracts';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { EmailAddress } from '@/components/ui/email-address';
import { EmailField } from '@/components/ui/form-fields';
import { formResolver } from '@/i18n/form-resolver';
import { FormattedMessage, useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { authApi } from '@/lib/api/auth';
import { applyApiError } from '@/lib/forms';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthFormCard, AuthNotice } from './auth-card';

export function ForgotPasswordPage() {
  const t = useT();
  useDocumentTitle(t('auth.forgot.pageTitle'));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: formResolver(emailOnlyBody), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await authApi.forgotPassword(email);
      setSentTo(email);
      toast.success(translate('auth.forgot.sentToast'));
    } catch (error) {
      applyApiError(error, form.setError, ['email']);
    }
  });

  if (sentTo) {
    return (
      <AuthNotice
        testId="reset-sent"
        icon={MailCheck}
        title={t('auth.checkEmail.title')}
        description={
          <FormattedMessage
            id="auth.forgot.sentDescription"
            values={{
              email: <EmailAddress>{sentTo}</EmailAddress>,
            }}
          />
        }
      >
        <Button asChild variant="outline" className="w-full">
          <Link to="/sign-in">{t('auth.backToSignIn')}</Link>
        </Button>
      </AuthNotice>
    );
  }

  return (
    <AuthFormCard
      form={form}
      title={t('auth.forgot.title')}
      description={t('auth.forgot.description')}
      label={t('auth.forgot.pageTitle')}
      onSubmit={onSubmit}
      submitLabel={t('auth.forgot.submit')}
      footer={
        <Link to="/sign-in" className="flex items-center gap-1 hover:text-foreground">
          <ArrowLeft className="size-4" /> {t('auth.backToSignIn')}
        </Link>
      }
    >
      <EmailField form={form} label={t('auth.field.email')} placeholder={t('auth.field.emailPlaceholder')} />
    </AuthFormCard>
  );
}
