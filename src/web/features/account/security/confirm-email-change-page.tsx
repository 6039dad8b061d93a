import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { CircleCheck, CircleX, Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ResultNotice } from '@/components/ui/result-notice';
import { useT } from '@/i18n/provider';
import { accountSecurityApi } from '@/lib/api/account-security';
import { apiErrorMessage } from '@/lib/forms';
import { meQueryOptions } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

const routeApi = getRouteApi('/_public/confirm-email-change');

/** The link sent to a new address: following it applies the e-mail change. */
export function ConfirmEmailChangePage() {
  const t = useT();
  useDocumentTitle(t('account-security.confirmEmail.pageTitle'));
  const { token } = routeApi.useSearch();
  const queryClient = useQueryClient();
  // A query (not an effect) so the token is posted once per page, even under StrictMode.
  const confirmation = useQuery({
    queryKey: ['confirm-email-change', token],
    queryFn: () => accountSecurityApi.confirmEmail(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (confirmation.isSuccess) void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
  }, [confirmation.isSuccess, queryClient]);

  if (token && confirmation.isPending) {
    return (
      <Card className="mx-auto my-16 max-w-md">
        <CardContent className="flex flex-col items-center gap-4 py-6 text-center" role="status">
          <Loader2 className="size-8 animate-spin text-muted-foreground" aria-hidden="true" />
          <p className="text-muted-foreground text-sm">{t('account-security.confirmEmail.pending')}</p>
        </CardContent>
      </Card>
    );
  }
  const ok = confirmation.isSuccess;
  return (
    <div className="mx-auto my-16 max-w-md px-4">
      <ResultNotice
        data-testid={ok ? 'email-change-confirmed' : 'email-change-failed'}
        icon={ok ? CircleCheck : CircleX}
        tone={ok ? 'success' : 'destructive'}
        title={
          ok ? t('account-security.confirmEmail.doneTitle') : t('account-security.confirmEmail.failedTitle')
        }
        description={
          ok
            ? t('account-security.confirmEmail.doneMessage', { email: confirmation.data.email })
            : token
              ? apiErrorMessage(confirmation.error, { 400: 'account-security.confirmEmail.invalidLink' })
              : t('account-security.confirmEmail.invalidLink')
        }
      >
        <Button asChild>
          <Link to="/account">{t('account-security.confirmEmail.toAccount')}</Link>
        </Button>
      </ResultNotice>
    </div>
  );
}
