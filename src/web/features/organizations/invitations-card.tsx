/**
 * Invitations (owner and admins): invite by e-mail with a role, and the pending ones with their
 * expiry, to send again (a new link and expiry; the old link stops working) or revoke.
 */
import { createInvitationBody } from '@shared/contracts/organizations';
import { organizationEndpoints } from '@shared/endpoints/organizations';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCw, Send, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useConfirmAction, withToast } from '@/components/dialogs/use-confirm-action';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { formResolver } from '@/i18n/form-resolver';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { api } from '@/lib/api-call';
import { applyApiError } from '@/lib/forms';
import { formatDateTime } from '@/lib/utils';
import { planRefusalOf, UpgradePrompt } from '../billing/upgrade-prompt';
import { MemberLimitReached, seatsFull } from './member-limit-reached';
import { ROLE_LABELS } from './role-badge';
import type { Invitation, OrganizationDetails } from './types';
import { refreshOrganizations } from './use-organizations';

export function InvitationsCard({ details }: { details: OrganizationDetails }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { organization } = details;
  const invitations = details.invitations ?? [];
  const form = useForm({
    resolver: formResolver(createInvitationBody),
    defaultValues: { email: '', role: 'member' as const },
  });
  const { errors, isSubmitting } = form.formState;
  // A seat taken meanwhile (another admin's invitation): the plan refuses, the prompt says so.
  const [refused, setRefused] = useState<unknown>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setRefused(null);
    try {
      await api(organizationEndpoints.invite, { params: { id: organization.id }, body: values });
      form.reset({ email: '', role: values.role });
      await refreshOrganizations(queryClient);
      toast.success(translate('organizations.invitations.sent', { email: values.email }));
    } catch (error) {
      if (planRefusalOf(error)) setRefused(error);
      else applyApiError(error, form.setError, ['email', 'role']);
    }
  });

  const revoke = useConfirmAction<Invitation>(async (invitation) => {
    await api(organizationEndpoints.revokeInvitation, {
      params: { id: organization.id, invitationId: invitation.id },
    });
    await refreshOrganizations(queryClient);
    return translate('organizations.invitations.revoked', { email: invitation.email });
  });

  const resend = (invitation: Invitation) =>
    withToast(
      async () => {
        await api(organizationEndpoints.resendInvitation, {
          params: { id: organization.id, invitationId: invitation.id },
        });
        await refreshOrganizations(queryClient);
      },
      translate('organizations.invitations.resent', { email: invitation.email }),
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('organizations.invitations.title')}</CardTitle>
        <CardDescription>{t('organizations.invitations.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {seatsFull(details) ? (
          <MemberLimitReached details={details} />
        ) : (
          <form
            onSubmit={onSubmit}
            noValidate
            aria-label={t('organizations.invitations.formLabel')}
            className="grid gap-4 sm:grid-cols-[1fr_10rem_auto] sm:items-start"
          >
            <div className="grid gap-4 sm:col-span-3">
              <UpgradePrompt
                error={refused}
                space={{ organizationId: organization.id, name: organization.name }}
              />
              <FormError message={errors.root?.message} />
            </div>
            <FormField label={t('organizations.invitations.email')} error={errors.email?.message}>
              <Input type="email" autoComplete="off" {...form.register('email')} />
            </FormField>
            <FormField label={t('organizations.invitations.role')} error={errors.role?.message}>
              <NativeSelect {...form.register('role')}>
                <option value="member">{t(ROLE_LABELS.member)}</option>
                <option value="admin">{t(ROLE_LABELS.admin)}</option>
              </NativeSelect>
            </FormField>
            <Button type="submit" loading={isSubmitting} className="sm:mt-6">
              {isSubmitting ? null : <Send />} {t('organizations.invitations.send')}
            </Button>
          </form>
        )}
        {invitations.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('organizations.invitations.none')}</p>
        ) : (
          <ul className="divide-y" data-testid="invitation-list">
            {invitations.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-wrap items-center gap-3 py-3"
                data-testid="invitation-row"
                data-email={invitation.email}
              >
                {/* The address takes a line of its own on a phone (its basis leaves no room for the
                    buttons, which go below) and breaks anywhere rather than being cut. */}
                <div className="min-w-0 flex-1 basis-56">
                  <div className="wrap-anywhere font-medium text-sm" translate="no">
                    {invitation.email}
                  </div>
                  <div className="text-muted-foreground text-xs">
                    {t('organizations.invitations.pendingLine', {
                      role: t(ROLE_LABELS[invitation.role]),
                      expires: formatDateTime(invitation.expiresAt),
                    })}
                  </div>
                </div>
                <Button variant="outline" size="sm" onClick={() => void resend(invitation)}>
                  <RotateCw /> {t('organizations.invitations.resend')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => revoke.ask(invitation)}>
                  <X /> {t('organizations.invitations.revoke')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        {...revoke.dialog}
        title={translate('organizations.confirm.revoke.title', { email: revoke.pending?.email ?? '' })}
        description={translate('organizations.confirm.revoke.description', {
          email: revoke.pending?.email ?? '',
        })}
        confirmLabel={translate('organizations.confirm.revoke.confirm')}
        cancelLabel={t('organizations.cancel')}
        destructive
      />
    </Card>
  );
}
