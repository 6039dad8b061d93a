import { safeReturnPath, signInBody } from '@shared/auth-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { EmailField, PasswordField } from '@/components/ui/form-fields';
import { formResolver } from '@/i18n/form-resolver';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { ApiError } from '@/lib/api';
import { authApi } from '@/lib/api/auth';
import { applyApiError } from '@/lib/forms';
import { meQueryOptions } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthFormCard, OtherWayIn } from './auth-card';
import { banMessage } from './ban-message';
import { PasswordlessSignIn } from './passwordless-sign-in';
import { ProviderSignIn } from './provider-sign-in';
import { ResendVerificationButton } from './resend-verification-button';
import { saveChallenge } from './two-factor/challenge-store';

const routeApi = getRouteApi('/_auth/sign-in');

export function SignInPage() {
  const t = useT();
  useDocumentTitle(t('auth.signIn.submit'), t('auth.signIn.description'));
  const { redirect } = routeApi.useSearch();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const form = useForm({ resolver: formResolver(signInBody), defaultValues: { email: '', password: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    setUnverifiedEmail(null);
    try {
      const answer = await authApi.signIn(values);
      if ('twoFactorRequired' in answer) {
        saveChallenge(answer.challengeToken);
        await router.navigate({ to: '/sign-in/two-factor', search: { redirect } });
        return;
      }
    } catch (error) {
      // 403 is either an unverified address or a ban; the server's words tell which.
      if (error instanceof ApiError && error.status === 403) {
        const unverified = /verif/i.test(error.message);
        if (unverified) setUnverifiedEmail(values.email);
        const message = unverified ? translate('auth.signIn.unverified') : banMessage(error.message);
        form.setError('root', { type: 'api', message });
        return;
      }
      applyApiError(error, form.setError, ['email', 'password'], { 401: 'auth.signIn.invalidCredentials' });
      return;
    }
    // A new session: drop whatever was cached for the previous visitor, then learn who we are.
    queryClient.clear();
    const me = await queryClient.fetchQuery(meQueryOptions);
    toast.success(
      me?.name ? translate('auth.signIn.welcomeName', { name: me.name }) : translate('auth.signIn.signedIn'),
    );
    router.history.push(safeReturnPath(redirect));
  });

  const passwordForm = (
    <AuthFormCard
      form={form}
      title={t('auth.signIn.title')}
      description={t('auth.signIn.description')}
      label={t('auth.signIn.submit')}
      onSubmit={onSubmit}
      errorAction={unverifiedEmail ? <ResendVerificationButton email={unverifiedEmail} /> : null}
      submitLabel={t('auth.signIn.submit')}
      footer={<OtherWayIn message="auth.signIn.newHere" to="/sign-up" redirect={redirect} />}
    >
      <ProviderSignIn returnTo={safeReturnPath(redirect)} />
      <EmailField
        form={form}
        label={t('auth.field.email')}
        placeholder={t('auth.field.emailPlaceholder')}
        // "webauthn": the browser may offer the user's passkeys in this field's autofill.
        autoComplete="username webauthn"
      />
      <PasswordField
        form={form}
        label={t('auth.field.password')}
        autoComplete="current-password"
        aside={
          <Link to="/forgot-password" className="text-muted-foreground text-xs hover:text-foreground">
            {t('auth.signIn.forgot')}
          </Link>
        }
      />
    </AuthFormCard>
  );
  return (
    <>
      {passwordForm}
      <PasswordlessSignIn redirect={redirect} />
    </>
  );
}
