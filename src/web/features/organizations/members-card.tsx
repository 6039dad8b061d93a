/**
 * The members with their roles. The owner changes roles, transfers ownership and removes members;
 * admins switch members between member and admin and remove them; everyone but the owner can
 * leave. Every change asks first, saying what it will do.
 */
import { organizationEndpoints } from '@shared/endpoints/organizations';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Crown, LogOut, UserMinus } from 'lucide-react';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useConfirmAction } from '@/components/dialogs/use-confirm-action';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { api } from '@/lib/api-call';
import { formatDate } from '@/lib/utils';
import { ROLE_LABELS, RoleBadge } from './role-badge';
import type { OrganizationDetails, OrganizationMember } from './types';
import { refreshOrganizations } from './use-organizations';

type MemberAction =
  | { kind: 'role'; member: OrganizationMember; role: 'admin' | 'member' }
  | { kind: 'transfer'; member: OrganizationMember }
  | { kind: 'remove'; member: OrganizationMember }
  | { kind: 'leave' };

export function MembersCard({ details, myUserId }: { details: OrganizationDetails; myUserId: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { organization, role: myRole } = details;
  const manages = myRole === 'owner' || myRole === 'admin';

  const action = useConfirmAction<MemberAction>(async (pending) => {
    switch (pending.kind) {
      case 'role':
        await api(organizationEndpoints.changeRole, {
          params: { id: organization.id, userId: pending.member.userId },
          body: { role: pending.role },
        });
        await refreshOrganizations(queryClient);
        return translate('organizations.members.roleChanged', { name: pending.member.name });
      case 'transfer':
        await api(organizationEndpoints.changeRole, {
          params: { id: organization.id, userId: pending.member.userId },
          body: { role: 'owner' },
        });
        await refreshOrganizations(queryClient);
        return translate('organizations.members.transferred', { name: pending.member.name });
      case 'remove':
        await api(organizationEndpoints.removeMember, {
          params: { id: organization.id, userId: pending.member.userId },
        });
        await refreshOrganizations(queryClient);
        return translate('organizations.members.removed', { name: pending.member.name });
      case 'leave':
        await api(organizationEndpoints.removeMember, { params: { id: organization.id, userId: myUserId } });
        await refreshOrganizations(queryClient);
        await navigate({ to: '/organizations' });
        return translate('organizations.members.left', { organization: organization.name });
    }
  });

  const confirmText = describe(action.pending, organization.name);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('organizations.members.title')}</CardTitle>
        <CardDescription>
          {details.memberLimit.limit === null
            ? t('organizations.members.countUnlimited', { used: details.memberLimit.used })
            : t('organizations.members.count', {
                used: details.memberLimit.used,
                limit: details.memberLimit.limit,
              })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" data-testid="member-list">
          {details.members.map((member) => {
            const isMe = member.userId === myUserId;
            // The owner's role changes only by a transfer; nobody changes or removes themself here.
            const canManage = manages && !isMe && member.role !== 'owner';
            return (
              <li
                key={member.userId}
                className="flex flex-wrap items-center gap-3 py-3"
                data-testid="member-row"
                data-email={member.email}
              >
                <UserAvatar name={member.name} email={member.email} image={member.image} />
                {/* As on the invitations: name and address whole, the role and actions below them
                    on a phone. */}
                <div className="min-w-0 flex-1 basis-48">
                  <div className="wrap-anywhere font-medium text-sm" translate="no">
                    {member.name}{' '}
                    {isMe ? (
                      <span className="text-muted-foreground">{t('organizations.members.you')}</span>
                    ) : null}
                  </div>
                  <div className="wrap-anywhere text-muted-foreground text-xs" translate="no">
                    {member.email} ·{' '}
                    {t('organizations.members.joined', { date: formatDate(member.joinedAt) })}
                  </div>
                </div>
                {canManage ? (
                  <NativeSelect
                    aria-label={t('organizations.members.roleOf', { name: member.name })}
                    className="w-32"
                    value={member.role}
                    onChange={(event) =>
                      action.ask({ kind: 'role', member, role: event.target.value as 'admin' | 'member' })
                    }
                  >
                    {(['admin', 'member'] as const).map((role) => (
                      <option key={role} value={role}>
                        {t(ROLE_LABELS[role])}
                      </option>
                    ))}
                  </NativeSelect>
                ) : (
                  <RoleBadge role={member.role} />
                )}
                {myRole === 'owner' && !isMe ? (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => action.ask({ kind: 'transfer', member })}
                  >
                    <Crown /> {t('organizations.members.transfer')}
                  </Button>
                ) : null}
                {canManage ? (
                  <Button variant="ghost" size="sm" onClick={() => action.ask({ kind: 'remove', member })}>
                    <UserMinus /> {t('organizations.members.remove')}
                  </Button>
                ) : null}
                {isMe && member.role !== 'owner' ? (
                  <Button variant="ghost" size="sm" onClick={() => action.ask({ kind: 'leave' })}>
                    <LogOut /> {t('organizations.members.leave')}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
        {myRole === 'owner' ? (
          <p className="pt-2 text-muted-foreground text-xs">{t('organizations.members.ownerCannotLeave')}</p>
        ) : null}
      </CardContent>
      <ConfirmDialog
        {...action.dialog}
        title={confirmText.title}
        description={confirmText.description}
        confirmLabel={confirmText.confirm}
        cancelLabel={t('organizations.cancel')}
        destructive={action.pending?.kind === 'remove' || action.pending?.kind === 'leave'}
      />
    </Card>
  );
}

/** What the confirmation says: the action and its consequence. */
function describe(pending: MemberAction | null, organization: string) {
  if (!pending) return { title: '', description: '', confirm: '' };
  switch (pending.kind) {
    case 'role':
      return {
        title: translate('organizations.confirm.role.title', { name: pending.member.name }),
        description: translate(
          pending.role === 'admin'
            ? 'organizations.confirm.role.toAdmin'
            : 'organizations.confirm.role.toMember',
          { name: pending.member.name, organization },
        ),
        confirm: translate('organizations.confirm.role.confirm'),
      };
    case 'transfer':
      return {
        title: translate('organizations.confirm.transfer.title', { name: pending.member.name }),
        description: translate('organizations.confirm.transfer.description', {
          name: pending.member.name,
          organization,
        }),
        confirm: translate('organizations.confirm.transfer.confirm'),
      };
    case 'remove':
      return {
        title: translate('organizations.confirm.remove.title', { name: pending.member.name }),
        description: translate('organizations.confirm.remove.description', {
          name: pending.member.name,
          organization,
        }),
        confirm: translate('organizations.confirm.remove.confirm'),
      };
    case 'leave':
      return {
        title: translate('organizations.confirm.leave.title', { organization }),
        description: translate('organizations.confirm.leave.description', { organization }),
        confirm: translate('organizations.confirm.leave.confirm'),
      };
  }
}
