/** /organizations/$id: one organization's settings, members and invitations, and its deletion. */
import { organizationEndpoints } from '@shared/endpoints/organizations';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { CreditCard, KeyRound, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { withToast } from '@/components/dialogs/use-confirm-action';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { OrganizationPastDueBanner, PastDueBanner } from '@/features/billing/past-due-banner';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { api } from '@/lib/api-call';
import { useMe } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CancelAndDeleteCard, keepsOrganization } from './cancel-and-delete-card';
import { InvitationsCard } from './invitations-card';
import { MembersCard } from './members-card';
import { OrganizationDetailsStates } from './organization-details-states';
import { OrganizationLogo } from './organization-logo';
import { RoleBadge } from './role-badge';
import { SettingsCard } from './settings-card';
import type { OrganizationDetails } from './types';
import { refreshOrganizations, useOrganization } from './use-organizations';

const routeApi = getRouteApi('/_public/organizations/$id');

export function OrganizationPage() {
  const t = useT();
  const { id } = routeApi.useParams();
  const details = useOrganization(id);
  const me = useMe();
  useDocumentTitle(details.data?.organization.name ?? t('organizations.list.pageTitle'));

  return (
    <>
      <PastDueBanner />
      {details.data ? (
        <OrganizationPastDueBanner
          organization={details.data.organization}
          subscription={details.data.subscription}
          manages={details.data.role === 'owner' || details.data.role === 'admin'}
        />
      ) : null}
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
        <OrganizationDetailsStates details={details} ready={Boolean(me.data)}>
          {(data) => (me.data ? <Loaded details={data} myUserId={me.data.id} /> : null)}
        </OrganizationDetailsStates>
      </div>
    </>
  );
}

function Loaded({ details, myUserId }: { details: OrganizationDetails; myUserId: string }) {
  const t = useT();
  const { organization, role } = details;
  const manages = role === 'owner' || role === 'admin';
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <OrganizationLogo name={organization.name} logo={organization.logo} className="size-10" />
        {/* The name keeps most of the line on a phone (the badge and button go below) and wraps. */}
        <h1
          className="min-w-0 flex-1 basis-48 wrap-anywhere font-semibold text-2xl tracking-tight"
          translate="no"
        >
          {organization.name}
        </h1>
        <RoleBadge role={role} />
        <Button variant="outline" asChild>
          <Link to="/organizations/$id/billing" params={{ id: organization.id }}>
            <CreditCard /> {t('organizations.page.billing')}
          </Link>
        </Button>
        {manages ? (
          <Button variant="outline" asChild>
            <Link to="/organizations/$id/developers" params={{ id: organization.id }}>
              <KeyRound /> {t('organizations.page.developers')}
            </Link>
          </Button>
        ) : null}
      </div>
      {manages ? <SettingsCard key={organization.id} organization={organization} /> : null}
      <MembersCard details={details} myUserId={myUserId} />
      {manages ? <InvitationsCard details={details} /> : null}
      {role !== 'owner' ? null : keepsOrganization(details.subscription) ? (
        <CancelAndDeleteCard details={details} />
      ) : (
        <DeleteCard details={details} />
      )}
    </>
  );
}

function DeleteCard({ details }: { details: OrganizationDetails }) {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const { organization } = details;

  const remove = async () => {
    setPending(true);
    const done = await withToast(
      () => api(organizationEndpoints.remove, { params: { id: organization.id }, body: undefined }),
      translate('organizations.delete.done', { organization: organization.name }),
    );
    setPending(false);
    setOpen(false);
    if (done) {
      await refreshOrganizations(queryClient);
      await navigate({ to: '/organizations' });
    }
  };

  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle>{t('organizations.delete.title')}</CardTitle>
        <CardDescription>{t('organizations.delete.description')}</CardDescription>
      </CardHeader>
      <CardFooter className="justify-end">
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2 /> {t('organizations.delete.button')}
        </Button>
      </CardFooter>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        pending={pending}
        onConfirm={() => void remove()}
        title={t('organizations.confirm.delete.title', { organization: organization.name })}
        description={t('organizations.confirm.delete.description', {
          organization: organization.name,
          members: details.members.length,
        })}
        confirmLabel={t('organizations.confirm.delete.confirm')}
        cancelLabel={t('organizations.cancel')}
        destructive
      />
    </Card>
  );
}
