import { safeReturnPath } from '@shared/auth-contracts';
import { twoFactorCode } from '@shared/contracts/two-factor';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { InputField } from '@/components/ui/form-fields';
import { formResolver } from '@/i18n/form-resolver';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { ApiError } from '@/lib/api';
import { twoFactorApi } from '@/lib/api/two-factor';
import { applyApiError } from '@/lib/forms';
import { meQueryOptions } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthFormCard } from '../auth-card';
import { clearChallenge, readChallenge } from './challenge-store';

const routeApi = getRouteApi('/_auth/sign-in/two-factor');
const codeForm = z.object({ code: twoFactorCode });

/**
 * /sign-in/two-factor: the second step of signing in when the account uses two-factor. The
 * password step left the challenge token in this tab; a code or a backup code answers it.
 */
export function TwoFactorPage() {
  const t = useT();
  useDocumentTitle(t('two-factor.challenge.title'));
  const { redirect } = routeApi.useSearch();
  const router = useRouter();
  const queryClient = useQueryClient();
  // No challenge in this tab (opened directly, or already used): only the way back is offered.
  const [dead, setDead] = useState(() => readChallenge() === null);
  const form = useForm({ resolver: formResolver(codeForm), defaultValues: { code: '' } });

  const onSubmit = form.handleSubmit(async ({ code }) => {
    const challengeToken = readChallenge();
    if (!challengeToken) {
      setDead(true);
      return;
    }
    try {
      await twoFactorApi.answerChallenge({ challengeToken, code });
    } catch (error) {
      // A wrong code (code_invalid) leaves attempts; any other 401 means the challenge is gone.
      if (error instanceof ApiError && error.status === 401 && error.code !== 'code_invalid') {
        clearChallenge();
        setDead(true);
        form.setError('root', { type: 'api', message: translate('two-factor.challenge.expired') });
        return;
      }
      if (error instanceof ApiError && error.code === 'code_invalid') {
        form.setError('root', { type: 'api', message: translate('two-factor.challenge.invalid') });
        return;
      }
      applyApiError(error, form.setError, ['code']);
      return;
    }
    clearChallenge();
    queryClient.clear();
    const me = await queryClient.fetchQuery(meQueryOptions);
    toast.success(
      me?.name ? translate('auth.signIn.welcomeName', { name: me.name }) : translate('auth.signIn.signedIn'),
    );
    router.history.push(safeReturnPath(redirect));
  });

  const backToSignIn = (
    <Link to="/sign-in" search={{ redirect }} className="font-medium text-primary hover:underline">
      {t('two-factor.challenge.backToSignIn')}
    </Link>
  );

  if (dead && !form.formState.errors.root) {
    return (
      <div className="grid gap-4 text-center" data-testid="two-factor-expired">
        <p>{t('two-factor.challenge.expired')}</p>
        <p>{backToSignIn}</p>
      </div>
    );
  }

  return (
    <AuthFormCard
      form={form}
      title={t('two-factor.challenge.title')}
      description={t('two-factor.challenge.description')}
      label={t('two-factor.challenge.title')}
      onSubmit={onSubmit}
      errorAction={dead ? backToSignIn : null}
      submitLabel={t('two-factor.challenge.submit')}
      footer={<p>{backToSignIn}</p>}
    >
      <InputField
        form={form}
        name="code"
        label={t('two-factor.challenge.code')}
        autoComplete="one-time-code"
        autoFocus
        spellCheck={false}
      />
    </AuthFormCard>
  );
}
