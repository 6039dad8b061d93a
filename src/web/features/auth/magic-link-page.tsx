import { useMutation } from '@tanstack/react-query';
import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { ApiError } from '@/lib/api';
import { passwordlessApi } from '@/lib/api/passwordless';
import { apiErrorMessage } from '@/lib/forms';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthNotice, AuthPending } from './auth-card';
import { banMessage } from './ban-message';
import { saveChallenge } from './two-factor/challenge-store';
import { useCompleteSignIn } from './use-complete-sign-in';

const routeApi = getRouteApi('/_auth/magic-link');

/**
 * /magic-link?token=…: the e-mailed link. Posts the token once, then signs in like any other way
 * in: with two-factor on, the link answers with a challenge and the code step follows, as after a
 * password (the link is used up either way, so this tab keeps the challenge).
 */
export function MagicLinkPage() {
  const t = useT();
  useDocumentTitle(t('passwordless.magicLink.pageTitle'));
  const { token } = routeApi.useSearch();
  const completeSignIn = useCompleteSignIn();
  const router = useRouter();
  const verification = useMutation({
    mutationFn: (value: string) => passwordlessApi.verifyMagicLink(value),
    onSuccess: async (answer) => {
      if ('twoFactorRequired' in answer) {
        saveChallenge(answer.challengeToken);
        await router.navigate({ to: '/sign-in/two-factor', replace: true });
        return;
      }
      await completeSignIn();
    },
  });
  // The token is single use: post it once per page, even when StrictMode runs the effect twice.
  // (Not a query: signing in clears the query cache, which would post it again.)
  const posted = useRef(false);
  useEffect(() => {
    if (!token || posted.current) return;
    posted.current = true;
    verification.mutate(token);
  }, [token, verification]);

  if (!token) return <Failure message={t('passwordless.magicLink.noToken')} />;
  if (verification.isError) {
    const error = verification.error;
    return (
      <Failure
        message={
          error instanceof ApiError && error.status === 403
            ? banMessage(error.message)
            : apiErrorMessage(error, { 400: 'passwordless.magicLink.invalid' })
        }
      />
    );
  }
  return <AuthPending message={t('passwordless.magicLink.pending')} />;
}

function Failure({ message }: { message: string }) {
  const t = useT();
  return (
    <AuthNotice
      testId="magic-link-failure"
      icon={CircleX}
      tone="destructive"
      title={t('passwordless.magicLink.failedTitle')}
      description={message}
    >
      <Button asChild className="w-full">
        <Link to="/sign-in">{t('auth.backToSignIn')}</Link>
      </Button>
    </AuthNotice>
  );
}
