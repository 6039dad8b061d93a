import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { CircleCheck, CircleX, Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { authApi } from '@/lib/api/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthNotice } from './auth-card';
import { meQueryOptions, useMe } from './session';

const routeApi = getRouteApi('/_auth/verify-email');

export function VerifyEmailPage() {
  useDocumentTitle('Verify your e-mail');
  const { token } = routeApi.useSearch();
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
    return (
      <Result
        ok={false}
        title="This link is incomplete"
        message="The verification link has no token. Open the link from the e-mail again, or ask for a new one from your account page."
      />
    );
  }
  if (verification.isPending) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-4 py-6 text-center" role="status">
          <Loader2 className="size-8 animate-spin text-muted-foreground" aria-hidden="true" />
          <p className="text-muted-foreground text-sm">Verifying your e-mail address…</p>
        </CardContent>
      </Card>
    );
  }
  if (verification.isError) {
    return <Result ok={false} title="We could not verify your e-mail" message={verification.error.message} />;
  }
  return (
    <Result
      ok
      title={
        verification.data.alreadyVerified ? 'Your e-mail is already verified' : 'Your e-mail is verified'
      }
      message={verification.data.message}
    />
  );
}

function Result({ ok, title, message }: { ok: boolean; title: string; message: string }) {
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
        {signedIn ? (
          <Link to="/account">Go to your account</Link>
        ) : (
          <Link to="/sign-in">{ok ? 'Sign in' : 'Back to sign in'}</Link>
        )}
      </Button>
    </AuthNotice>
  );
}
