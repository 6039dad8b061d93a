import type { OAuthError } from '@shared/contracts/oauth';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { useT } from '@/i18n/provider';
import { oauthApi } from '@/lib/api/oauth';

/** What the sign-in page offers changes only with the server's configuration. */
export const signInMethodsQuery = {
  queryKey: ['auth', 'sign-in-methods'],
  queryFn: oauthApi.methods,
  staleTime: Number.POSITIVE_INFINITY,
} as const;

/** The message for a failed provider sign-in (`?error=` on the page it came back to), or null. */
export function useProviderError(): string | null {
  const t = useT();
  const search = useLocation({ select: (location) => location.searchStr });
  const messages: Record<OAuthError, string> = {
    account_not_linked: t('sign-in-methods.error.accountNotLinked'),
    email_not_verified: t('sign-in-methods.error.emailNotVerified'),
    banned: t('sign-in-methods.error.banned'),
    link_failed: t('sign-in-methods.error.linkFailed'),
    oauth_failed: t('sign-in-methods.error.failed'),
  };
  const code = new URLSearchParams(search).get('error');
  if (!code) return null;
  return code in messages ? messages[code as OAuthError] : messages.oauth_failed;
}

/**
 * "Continue with GitHub / Google / <issuer>" above the e-mail form of the sign-in and sign-up
 * pages, for the configured providers only (nothing at all when none is), and the message of a
 * provider sign-in that came back refused. Each button is a plain link: the flow is a series of
 * full-page redirects through the provider.
 */
export function ProviderSignIn({ returnTo }: { returnTo: string }) {
  const t = useT();
  const methods = useQuery(signInMethodsQuery);
  const error = useProviderError();
  const providers = methods.data?.providers ?? [];
  if (providers.length === 0 && !error) return null;
  return (
    <div className="grid gap-4">
      {error ? (
        <Alert variant="destructive" data-testid="provider-error">
          {error}
        </Alert>
      ) : null}
      {providers.length > 0 ? (
        <>
          <div className="grid gap-2" data-testid="provider-buttons">
            {providers.map((provider) => (
              <Button key={provider.id} variant="outline" className="w-full" asChild>
                <a href={oauthApi.startUrl(provider.id, returnTo)} data-provider={provider.id}>
                  {t('sign-in-methods.continueWith', { provider: provider.name })}
                </a>
              </Button>
            ))}
          </div>
          <div className="flex items-center gap-3 text-muted-foreground text-xs">
            <Separator className="flex-1" />
            {t('sign-in-methods.or')}
            <Separator className="flex-1" />
          </div>
        </>
      ) : null}
    </div>
  );
}
