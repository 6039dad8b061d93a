/**
 * /invitations/$token, the link of the invitation e-mail: shows the organization, who invited and
 * the role. Signed in with the invited address: accept or decline. Signed out: sign in (coming back
 * here) or create an account with the invited address pre-filled. Signed in as someone else: sign
 * out and come back.
 */
import { invitationEndpoints } from '@shared/endpoints/organizations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { ApiError } from '@/lib/api';
import { meApi } from '@/lib/api/me';
import { api } from '@/lib/api-call';
import { apiErrorMessage } from '@/lib/forms';
import { useMe, useSignOut } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatDateTime } from '@/lib/utils';
import { OrganizationLogo } from './organization-logo';
import { ROLE_LABELS } from './role-badge';
import type { InvitationPreview } from './types';
import { refreshOrganizations } from './use-organizations';

const routeApi = getRouteApi('/_public/invitations/$token');

const STATUS_MESSAGES = {
  accepted: 'organizations.invitation.status.accepted',
  declined: 'organizations.invitation.status.declined',
  revoked: 'organizations.invitation.status.revoked',
  expired: 'organizations.invitation.status.expired',
} as const;

export function InvitationPage() {
  const t = useT();
  useDocumentTitle(t('organizations.invitation.pageTitle'));
  const { token } = routeApi.useParams();
  const preview = useQuery({
    queryKey: ['invitation', token],
    queryFn: async () => (await api(invitationEndpoints.preview, { params: { token } })).invitation,
    retry: false,
  });

  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:px-6 sm:py-16">
      {preview.isPending ? (
        <Skeleton className="h-56 w-full" />
      ) : preview.isError ? (
        <Alert variant="destructive" data-testid="invitation-invalid">
          <AlertTitle>{t('organizations.invitation.invalidTitle')}</AlertTitle>
          <AlertDescription>
            {preview.error instanceof ApiError && preview.error.status === 404
              ? t('organizations.invitation.invalidDescription')
              : apiErrorMessage(preview.error)}
          </AlertDescription>
        </Alert>
      ) : (
        <InvitationCard token={token} invitation={preview.data} />
      )}
    </div>
  );
}

function InvitationCard({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const t = useT();
  const { organization } = invitation;
  return (
    <Card data-testid="invitation-card">
      <CardHeader className="items-center text-center">
        <OrganizationLogo name={organization.name} logo={organization.logo} className="size-14 text-lg" />
        <h1 className="font-semibold text-xl leading-none">
          {t('organizations.invitation.title', { organization: organization.name })}
        </h1>
        <CardDescription>
          {invitation.invitedBy
            ? t('organizations.invitation.invitedBy', {
                name: invitation.invitedBy.name,
                email: invitation.email,
                role: t(ROLE_LABELS[invitation.role]),
              })
            : t('organizations.invitation.invited', {
                email: invitation.email,
                role: t(ROLE_LABELS[invitation.role]),
              })}
        </CardDescription>
      </CardHeader>
      {invitation.status === 'pending' ? (
        <Pending token={token} invitation={invitation} />
      ) : (
        <CardContent>
          <p className="text-center text-muted-foreground text-sm" data-testid="invitation-status">
            {t(STATUS_MESSAGES[invitation.status])}
          </p>
        </CardContent>
      )}
    </Card>
  );
}

function Pending({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const t = useT();
  const me = useMe();
  const here = `/invitations/${token}`;
  const signOut = useSignOut({ returnTo: here });
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const accept = useMutation({
    mutationFn: async () => {
      const { organization } = await api(invitationEndpoints.accept, { body: { token } });
      // The organization just joined is the one the user works in now.
      await meApi.update({ activeOrganizationId: organization.id });
      return organization;
    },
    onSuccess: async (organization) => {
      await refreshOrganizations(queryClient);
      toast.success(translate('organizations.invitation.accepted', { organization: organization.name }));
      await navigate({ to: '/organizations/$id', params: { id: organization.id } });
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const decline = useMutation({
    mutationFn: () => api(invitationEndpoints.decline, { body: { token } }),
    onSuccess: async () => {
      setConfirmingDecline(false);
      await queryClient.invalidateQueries({ queryKey: ['invitation', token] });
      toast.success(translate('organizations.invitation.declined'));
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });

  const expires = (
    <p className="text-center text-muted-foreground text-xs">
      {t('organizations.invitation.expires', { date: formatDateTime(invitation.expiresAt) })}
    </p>
  );

  if (me.isPending)
    return (
      <CardContent>
        <Skeleton className="h-10 w-full" />
      </CardContent>
    );

  if (!me.data) {
    return (
      <>
        <CardContent className="grid gap-2">
          <p className="text-center text-sm">
            {t('organizations.invitation.signedOut', { email: invitation.email })}
          </p>
          {expires}
        </CardContent>
        <CardFooter className="flex-col gap-2 sm:flex-row">
          <Button asChild className="w-full sm:flex-1">
            <Link to="/sign-in" search={{ redirect: here }}>
              {t('organizations.invitation.signIn')}
            </Link>
          </Button>
          <Button asChild variant="outline" className="w-full sm:flex-1">
            <Link to="/sign-up" search={{ email: invitation.email, redirect: here }}>
              {t('organizations.invitation.signUp')}
            </Link>
          </Button>
        </CardFooter>
      </>
    );
  }

  if (me.data.email.toLowerCase() !== invitation.email.toLowerCase()) {
    return (
      <>
        <CardContent className="grid gap-2">
          <Alert data-testid="invitation-wrong-account">
            <AlertDescription>
              {t('organizations.invitation.wrongAccount', {
                current: me.data.email,
                email: invitation.email,
              })}
            </AlertDescription>
          </Alert>
          {expires}
        </CardContent>
        <CardFooter>
          <Button className="w-full" loading={signOut.isPending} onClick={() => signOut.mutate()}>
            {t('organizations.invitation.switchAccount')}
          </Button>
        </CardFooter>
      </>
    );
  }

  return (
    <>
      <CardContent>{expires}</CardContent>
      <CardFooter className="flex-col gap-2 sm:flex-row">
        <Button
          className="w-full sm:flex-1"
          loading={accept.isPending}
          disabled={decline.isPending}
          onClick={() => accept.mutate()}
        >
          {t('organizations.invitation.accept')}
        </Button>
        <Button
          variant="outline"
          className="w-full sm:flex-1"
          disabled={accept.isPending}
          onClick={() => setConfirmingDecline(true)}
        >
          {t('organizations.invitation.decline')}
        </Button>
      </CardFooter>
      <ConfirmDialog
        open={confirmingDecline}
        onOpenChange={setConfirmingDecline}
        pending={decline.isPending}
        onConfirm={() => decline.mutate()}
        title={t('organizations.invitation.confirmDecline.title', {
          organization: invitation.organization.name,
        })}
        description={t('organizations.invitation.confirmDecline.description')}
        confirmLabel={t('organizations.invitation.confirmDecline.confirm')}
        cancelLabel={t('organizations.invitation.confirmDecline.cancel')}
        destructive
      />
    </>
  );
}
