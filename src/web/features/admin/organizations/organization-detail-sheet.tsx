/** One organization in a side panel: members, pending invitations, subscription, entitlements, and deletion. */
import { organizationAdminEndpoints } from '@shared/endpoints/organizations';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { SkeletonLines } from '@/components/ui/skeleton';
import { subscriptionStateLabel } from '@/features/billing/subscription-status';
import type { AdminOrganizationRow } from '@/features/organizations/types';
import { useT } from '@/i18n/provider';
import { api } from '@/lib/api-call';
import { errorText } from '@/lib/forms';
import { formatDate, formatDateTime } from '@/lib/utils';
import { EntitlementsSection } from '../entitlements/entitlements-section';
import { NameLines } from '../list-kit/cells';
import { DetailSection, DetailSheet, type OpenRowSheetProps } from '../list-kit/detail-sheet';
import { CancelSubscriptionButton } from '../subscriptions/cancel-subscription-button';
import { adminOrganizationsKey, useAdminOrganization } from './use-admin-organizations';

const ROLE_LABELS = {
  owner: 'admin-organizations.role.owner',
  admin: 'admin-organizations.role.admin',
  member: 'admin-organizations.role.member',
} as const;

export function OrganizationDetailSheet({ row, ...sheet }: OpenRowSheetProps<AdminOrganizationRow>) {
  const t = useT();
  return (
    <DetailSheet
      {...sheet}
      testId="organization-details"
      title={t('admin-organizations.detail.title')}
      problem={{
        title: t('admin-organizations.detail.missing.title'),
        description: t('admin-organizations.detail.missing.description'),
      }}
    >
      {row ? <Details organization={row} onDeleted={sheet.onClose} /> : null}
    </DetailSheet>
  );
}

function Details({ organization, onDeleted }: { organization: AdminOrganizationRow; onDeleted: () => void }) {
  const t = useT();
  const details = useAdminOrganization(organization.id);
  const queryClient = useQueryClient();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    setDeleting(true);
    try {
      await api(organizationAdminEndpoints.remove, { params: { id: organization.id } });
      toast.success(t('admin-organizations.toast.deleted', { name: organization.name }));
      setConfirmDelete(false);
      onDeleted();
      await queryClient.invalidateQueries({ queryKey: adminOrganizationsKey });
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <SheetHeader className="pr-12">
        <SheetTitle translate="no">{organization.name}</SheetTitle>
        <SheetDescription>
          {t('admin-organizations.detail.subtitle', {
            slug: organization.slug,
            date: formatDate(organization.createdAt),
          })}
        </SheetDescription>
      </SheetHeader>
      <div className="grid gap-6 p-4">
        {details.isPending ? (
          <SkeletonLines lines={['h-14 w-full', 'h-40 w-full']} />
        ) : details.isError ? (
          <p className="text-destructive text-sm">{errorText(details.error)}</p>
        ) : (
          <>
            <DetailSection
              title={t('admin-organizations.detail.members', {
                used: details.data.memberLimit.used,
                limit: details.data.memberLimit.limit ?? '∞',
              })}
            >
              <ul className="divide-y rounded-lg border" data-testid="organization-members">
                {details.data.members.map((member) => (
                  <li key={member.userId} className="flex items-center gap-3 p-2 text-sm">
                    <UserAvatar name={member.name} email={member.email} image={member.image} />
                    <div className="min-w-0 flex-1">
                      <NameLines name={member.name} detail={member.email} />
                    </div>
                    <Badge variant={member.role === 'owner' ? 'default' : 'secondary'}>
                      {t(ROLE_LABELS[member.role])}
                    </Badge>
                  </li>
                ))}
              </ul>
            </DetailSection>
            <DetailSection title={t('admin-organizations.detail.invitations')}>
              {details.data.invitations.length === 0 ? (
                <p className="text-muted-foreground text-sm">
                  {t('admin-organizations.detail.noInvitations')}
                </p>
              ) : (
                <ul className="divide-y rounded-lg border" data-testid="organization-invitations">
                  {details.data.invitations.map((invitation) => (
                    <li key={invitation.id} className="p-2 text-sm">
                      <p className="truncate" translate="no">
                        {invitation.email}
                      </p>
                      <p className="text-muted-foreground text-xs">
                        {t('admin-organizations.detail.invitationLine', {
                          role: t(ROLE_LABELS[invitation.role]),
                          expires: formatDateTime(invitation.expiresAt),
                        })}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </DetailSection>
            <DetailSection title={t('admin-organizations.detail.subscription')}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm" data-testid="organization-subscription">
                  {details.data.subscription
                    ? t('admin-organizations.detail.subscriptionLine', {
                        plan: details.data.subscription.plan.name,
                        status: subscriptionStateLabel(details.data.subscription),
                      })
                    : t('admin-organizations.freePlan')}
                </p>
                {details.data.subscription ? (
                  <CancelSubscriptionButton
                    subscription={details.data.subscription}
                    payer={organization.name}
                    refresh={[adminOrganizationsKey]}
                  />
                ) : null}
              </div>
            </DetailSection>
            <EntitlementsSection customer={{ kind: 'organization', id: organization.id }} />
          </>
        )}
        <div className="flex justify-end border-t pt-4">
          <Button variant="destructive" onClick={() => setConfirmDelete(true)}>
            <Trash2 /> {t('admin-organizations.delete')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        pending={deleting}
        onConfirm={() => void remove()}
        title={t('admin-organizations.confirm.delete.title', { name: organization.name })}
        description={t('admin-organizations.confirm.delete.description', {
          name: organization.name,
          members: organization.memberCount,
        })}
        confirmLabel={t('admin-organizations.delete')}
        destructive
      />
    </>
  );
}
