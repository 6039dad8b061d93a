import { safeReturnPath } from '@shared/auth-contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { CircleCheck, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { authApi } from '@/lib/api/auth';
import { apiErrorMessage } from '@/lib/forms';
import { meQueryOptions, useMe } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthNotice, AuthPending } from './auth-card';

const routeApi = getRouteApi('/_auth/verify-email');

export function VerifyEmailPage() {
  const t = useT();
  useDocumentTitle(t('auth.verify.pageTitle'));
  const { token, redirect } = routeApi.useSearch();
  // Where the sign-up was headed (an invitation): the next step leads there, not to the account.
  const returnTo = redirect ? safeReturnPath(redirect) : undefined;
  const queryClient = useQueryClient();
  // A query (not an effect) so the token is posted exactly once per page, even under StrictMode.
  const verification = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => authApi.verifyEmail(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    // A signed-in visitor's badge should turn "verified" right away.
    if (verification.isSuccess) void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
  }, [verification.isSuccess, queryClient]);

  if (!token) {
    return <Result ok={false} title={t('auth.incompleteLink')} message={t('auth.verify.noToken')} />;
  }
  if (verification.isPending) {
    return <AuthPending message={t('auth.verify.pending')} />;
  }
  if (verification.isError) {
    return (
      <Result
        ok={false}
        title={t('auth.verify.failedTitle')}
        // 400: the link is unknown, used up or expired.
        message={apiErrorMessage(verification.error, { 400: 'auth.verify.invalidLink' })}
      />
    );
  }
  // The server's message is English: ours says the same in the reader's language.
  return verification.data.alreadyVerified ? (
    <Result
      ok
      title={t('auth.verify.alreadyTitle')}
      message={t('auth.verify.alreadyMessage')}
      returnTo={returnTo}
    />
  ) : (
    <Result ok title={t('auth.verify.doneTitle')} message={t('auth.verify.doneMessage')} returnTo={returnTo}>
      {/* Right after sign-up, the offer to start a team (not when an invitation led here);
          signing in (the first button) skips it. */}
      {returnTo ? null : (
        <Button asChild variant="outline" className="w-full">
          <Link to="/organizations" data-testid="create-organization-offer">
            {t('auth.verify.createOrganization')}
          </Link>
        </Button>
      )}
    </Result>
  );
}

function Result({
  ok,
  title,
  message,
  returnTo,
  children,
}: {
  ok: boolean;
  title: string;
  message: string;
  /** Where to continue (signed in) or to come back to after signing in. */
  returnTo?: string | undefined;
  children?: ReactNode;
}) {
  const t = useT();
  const signedIn = Boolean(useMe().data);
  return (
    <AuthNotice
      testId={ok ? 'verify-success' : 'verify-failure'}
      icon={ok ? CircleCheck : CircleX}
      tone={ok ? 'success' : 'destructive'}
      title={title}
      description={message}
    >
      <Button asChild className="w-full">
        {signedIn && returnTo ? (
          <a href={returnTo}>{t('auth.verify.continue')}</a>
        ) : signedIn ? (
          <Link to="/account">{t('auth.verify.goToAccount')}</Link>
        ) : (
          <Link to="/sign-in" search={{ redirect: returnTo }}>
            {ok ? t('auth.signIn.submit') : t('auth.backToSignIn')}
          </Link>
        )}
      </Button>
      {children}
    </AuthNotice>
  );
}
