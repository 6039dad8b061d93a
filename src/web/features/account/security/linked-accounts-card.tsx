import type { OAuthProvider } from '@shared/contracts/oauth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { Link2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { showToasterNow } from '@/components/deferred-toaster';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useProviderError } from '@/features/auth/provider-sign-in';
import { useT } from '@/i18n/provider';
import { ApiError } from '@/lib/api';
import { oauthApi } from '@/lib/api/oauth';
import { formatDate } from '@/lib/utils';

const linkedQuery = { queryKey: ['me', 'accounts'], queryFn: oauthApi.linked } as const;
const RETURN_HERE = '/account/security';

/**
 * A link that came back (`?linked=<provider>`): a toast naming the provider, once, and the
 * parameter taken off the address so that reloading does not say it again.
 */
function useLinkedToast(accounts: ReadonlyArray<{ provider: OAuthProvider; name: string }> | undefined) {
  const t = useT();
  const navigate = useNavigate();
  const linkedNow = useLocation({
    select: (location) => new URLSearchParams(location.searchStr).get('linked'),
  });
  useEffect(() => {
    if (!linkedNow || !accounts) return;
    const name = accounts.find((account) => account.provider === linkedNow)?.name;
    if (name) {
      toast.success(t('sign-in-methods.linked.linkedToast', { provider: name }), {
        id: `linked-${linkedNow}`,
      });
      // The visitor's click was on the page before the redirects: nothing here has woken the toaster.
      showToasterNow();
    }
    void navigate({ to: RETURN_HERE, replace: true });
  }, [linkedNow, accounts, navigate, t]);
}

/**
 * The providers linked to the account (GitHub, Google, OpenID Connect): unlink one (refused by
 * the server when it is the last way to sign in), or link a configured one through its redirect
 * flow, which comes back here (with `?linked=` and a toast, or `?error=` and why it was refused).
 */
export function LinkedAccountsCard() {
  const t = useT();
  const queryClient = useQueryClient();
  const linked = useQuery(linkedQuery);
  const error = useProviderError();
  useLinkedToast(linked.data?.accounts);
  const [confirming, setConfirming] = useState<{ id: OAuthProvider; name: string } | null>(null);
  const unlink = useMutation({
    mutationFn: (provider: OAuthProvider) => oauthApi.unlink(provider),
    onSuccess: async () => {
      toast.success(t('sign-in-methods.linked.unlinked', { provider: confirming?.name ?? '' }));
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: linkedQuery.queryKey });
    },
    onError: (failure) => {
      setConfirming(null);
      toast.error(
        failure instanceof ApiError && failure.status === 400
          ? t('sign-in-methods.linked.lastMethod')
          : t('sign-in-methods.linked.unlinkFailed'),
      );
    },
  });

  // Nothing to show or offer: no provider is configured and none is linked.
  if (linked.data && linked.data.accounts.length === 0 && linked.data.available.length === 0 && !error) {
    return null;
  }

  return (
    <Card data-testid="linked-accounts">
      <CardHeader>
        <CardTitle>{t('sign-in-methods.linked.title')}</CardTitle>
        <CardDescription>{t('sign-in-methods.linked.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {error ? <Alert variant="destructive">{error}</Alert> : null}
        {linked.isPending ? <Skeleton className="h-16 w-full" /> : null}
        {linked.isError ? (
          <Alert variant="destructive">{t('sign-in-methods.linked.loadFailed')}</Alert>
        ) : null}
        {linked.data ? (
          <>
            {linked.data.accounts.length === 0 ? (
              <p className="text-muted-foreground text-sm">{t('sign-in-methods.linked.none')}</p>
            ) : (
              <ul className="divide-y rounded-lg border">
                {linked.data.accounts.map((account) => (
                  <li
                    key={account.provider}
                    className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
                    data-provider={account.provider}
                  >
                    <div className="min-w-0">
                      <p className="font-medium">{account.name}</p>
                      <p className="text-muted-foreground text-xs">
                        {t('sign-in-methods.linked.since', { date: formatDate(account.linkedAt) })}
                      </p>
                    </div>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setConfirming({ id: account.provider, name: account.name })}
                    >
                      {t('sign-in-methods.linked.unlink')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {linked.data.available.length > 0 ? (
              <div className="flex flex-wrap gap-2">
                {linked.data.available.map((provider) => (
                  <Button key={provider.id} variant="secondary" size="sm" asChild>
                    <a href={oauthApi.startUrl(provider.id, RETURN_HERE)} data-provider={provider.id}>
                      <Link2 /> {t('sign-in-methods.linked.link', { provider: provider.name })}
                    </a>
                  </Button>
                ))}
              </div>
            ) : null}
          </>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? null : setConfirming(null))}
        title={t('sign-in-methods.linked.confirmTitle', { provider: confirming?.name ?? '' })}
        description={t('sign-in-methods.linked.confirmBody', { provider: confirming?.name ?? '' })}
        confirmLabel={t('sign-in-methods.linked.unlink')}
        cancelLabel={t('sign-in-methods.linked.cancel')}
        destructive
        pending={unlink.isPending}
        onConfirm={() => confirming && unlink.mutate(confirming.id)}
      />
    </Card>
  );
}
