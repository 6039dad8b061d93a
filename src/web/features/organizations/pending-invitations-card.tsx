/**
 * The invitations waiting for the signed-in user (GET /api/invitations: to their verified
 * address), answered here without the e-mail: accept opens the organization, decline asks first.
 * Nothing is shown while there are none. On the account page and the organizations list.
 */
import { invitationEndpoints } from '@shared/endpoints/organizations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { api } from '@/lib/api-call';
import { apiErrorMessage } from '@/lib/forms';
import { formatDate } from '@/lib/utils';
import { OrganizationLogo } from './organization-logo';
import { ROLE_LABELS } from './role-badge';
import type { MyInvitation } from './types';
import { refreshOrganizations } from './use-organizations';

const myInvitationsKey = ['organizations', 'my-invitations'] as const;

export function PendingInvitationsCard() {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [declining, setDeclining] = useState<MyInvitation | null>(null);
  const invitations = useQuery({ queryKey: myInvitationsKey, queryFn: () => api(invitationEndpoints.mine) });

  const accept = useMutation({
    mutationFn: (invitation: MyInvitation) =>
      api(invitationEndpoints.accept, { body: { invitationId: invitation.id } }),
    onSuccess: async ({ organization }) => {
      await refreshOrganizations(queryClient);
      toast.success(translate('organizations.invitation.accepted', { organization: organization.name }));
      await navigate({ to: '/organizations/$id', params: { id: organization.id } });
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  const decline = useMutation({
    mutationFn: (invitation: MyInvitation) =>
      api(invitationEndpoints.decline, { body: { invitationId: invitation.id } }),
    onSuccess: async () => {
      setDeclining(null);
      await queryClient.invalidateQueries({ queryKey: myInvitationsKey });
      toast.success(translate('organizations.invitation.declined'));
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });

  const list = invitations.data?.invitations ?? [];
  if (list.length === 0) return null;
  const busy = accept.isPending || decline.isPending;
  return (
    <Card data-testid="pending-invitations">
      <CardHeader>
        <CardTitle>{t('organizations.mine.title')}</CardTitle>
        <CardDescription>{t('organizations.mine.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {list.map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-wrap items-center gap-3 py-3"
              data-testid="pending-invitation"
              data-organization={invitation.organization.slug}
            >
              <OrganizationLogo
                name={invitation.organization.name}
                logo={invitation.organization.logo}
                className="size-9"
              />
              <div className="min-w-0 flex-1 basis-48">
                <div className="break-words font-medium text-sm" translate="no">
                  {invitation.organization.name}
                </div>
                <div className="text-muted-foreground text-xs">
                  {t(invitation.invitedBy ? 'organizations.mine.lineBy' : 'organizations.mine.line', {
                    name: invitation.invitedBy?.name ?? '',
                    role: t(ROLE_LABELS[invitation.role]),
                    expires: formatDate(invitation.expiresAt),
                  })}
                </div>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  disabled={busy}
                  loading={accept.isPending && accept.variables?.id === invitation.id}
                  onClick={() => accept.mutate(invitation)}
                >
                  <Check /> {t('organizations.invitation.accept')}
                </Button>
                <Button variant="outline" size="sm" disabled={busy} onClick={() => setDeclining(invitation)}>
                  <X /> {t('organizations.invitation.decline')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
      <ConfirmDialog
        open={declining !== null}
        onOpenChange={(open) => (open ? null : setDeclining(null))}
        pending={decline.isPending}
        onConfirm={() => (declining ? decline.mutate(declining) : undefined)}
        title={t('organizations.invitation.confirmDecline.title', {
          organization: declining?.organization.name ?? '',
        })}
        description={t('organizations.invitation.confirmDecline.description')}
        confirmLabel={t('organizations.invitation.confirmDecline.confirm')}
        cancelLabel={t('organizations.invitation.confirmDecline.cancel')}
        destructive
      />
    </Card>
  );
}
