import { PASSWORD_MIN, safeReturnPath, signUpBody } from '@shared/auth-contracts';
import { getRouteApi, Link } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { EmailAddress } from '@/components/ui/email-address';
import { EmailField, InputField, PasswordField } from '@/components/ui/form-fields';
import { formResolver } from '@/i18n/form-resolver';
import { FormattedMessage, useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { ApiError } from '@/lib/api';
import { authApi } from '@/lib/api/auth';
import { applyApiError } from '@/lib/forms';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthFormCard, AuthNotice, OtherWayIn } from './auth-card';
import { PASSWORD_MESSAGES } from './password-messages';
import { ProviderSignIn } from './provider-sign-in';
import { ResendVerificationButton } from './resend-verification-button';

const routeApi = getRouteApi('/_auth/sign-up');

export function SignUpPage() {
  const t = useT();
  useDocumentTitle(t('auth.signUp.pageTitle'), t('auth.signUp.description'));
  // An invitation link (/sign-up?email=...) fills in the invited address.
  const { email: invitedEmail, redirect } = routeApi.useSearch();
  // Only a path of this site (what sign-in would accept too).
  const returnTo = redirect ? safeReturnPath(redirect) : undefined;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: formResolver(signUpBody, PASSWORD_MESSAGES),
    defaultValues: { name: '', email: invitedEmail ?? '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await authApi.signUp({ ...values, returnTo });
      setSentTo(result.user.email);
      toast.success(translate('auth.signUp.createdToast'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const message = translate('auth.signUp.emailTaken');
        form.setError('email', { type: 'api', message }, { shouldFocus: true });
        return;
      }
      applyApiError(error, form.setError, ['name', 'email', 'password']);
    }
  });

  if (sentTo) return <CheckYourEmail email={sentTo} returnTo={returnTo} />;

  return (
    <AuthFormCard
      form={form}
      title={t('auth.signUp.title')}
      description={t('auth.signUp.description')}
      label={t('auth.signUp.pageTitle')}
      onSubmit={onSubmit}
      submitLabel={t('auth.signUp.submit')}
      footer={<OtherWayIn message="auth.signUp.haveAccount" to="/sign-in" redirect={returnTo} />}
    >
      <ProviderSignIn returnTo={returnTo ?? '/account'} />
      <InputField
        form={form}
        name="name"
        label={t('auth.field.name')}
        autoComplete="name"
        placeholder={t('auth.signUp.namePlaceholder')}
      />
      <EmailField form={form} label={t('auth.field.email')} placeholder={t('auth.field.emailPlaceholder')} />
      <PasswordField
        form={form}
        label={t('auth.field.password')}
        autoComplete="new-password"
        description={t('auth.signUp.passwordHint', { min: PASSWORD_MIN })}
      />
    </AuthFormCard>
  );
}

function CheckYourEmail({ email, returnTo }: { email: string; returnTo: string | undefined }) {
  const t = useT();
  return (
    <AuthNotice
      testId="check-email"
      icon={MailCheck}
      title={t('auth.checkEmail.title')}
      description={
        <FormattedMessage
          id="auth.checkEmail.description"
          values={{
            email: <EmailAddress>{email}</EmailAddress>,
          }}
        />
      }
    >
      <div className="flex w-full flex-col gap-2">
        <Button asChild className="w-full">
          <Link to="/sign-in" search={{ redirect: returnTo }}>
            {t('auth.checkEmail.goToSignIn')}
          </Link>
        </Button>
        <ResendVerificationButton
          email={email}
          variant="ghost"
          size="default"
          label={t('auth.checkEmail.sendAgain')}
        />
      </div>
    </AuthNotice>
  );
}
