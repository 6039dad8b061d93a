/**
 * /organizations/$id/developers: the organization's API keys, for its owner and admins (the
 * server refuses the others; they are told so here instead of seeing a failed list).
 */
import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { PageTitle } from '@/components/layout/page-title';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { useDocumentTitle } from '@/lib/use-document-title';
import { OrganizationPastDueBanner, PastDueBanner } from '../billing/past-due-banner';
import { OrganizationDetailsStates } from '../organizations/organization-details-states';
import type { OrganizationDetails } from '../organizations/types';
import { useOrganization } from '../organizations/use-organizations';
import { DevelopersPanel } from './developers-panel';
import { WebhooksPanel } from './webhooks-panel';

const routeApi = getRouteApi('/_public/organizations/$id/developers');

export function OrganizationDevelopersPage() {
  const t = useT();
  const { id } = routeApi.useParams();
  const details = useOrganization(id);
  useDocumentTitle(t('developers.title'));
  return (
    <>
      <PastDueBanner />
      {details.data ? (
        <OrganizationPastDueBanner
          organization={details.data.organization}
          subscription={details.data.subscription}
          manages={manages(details.data)}
        />
      ) : null}
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
        <Button variant="ghost" className="justify-self-start" asChild>
          <Link to="/organizations/$id" params={{ id }}>
            <ArrowLeft /> {t('developers.backToOrganization')}
          </Link>
        </Button>
        <OrganizationDetailsStates details={details}>
          {(data) => <Loaded details={data} />}
        </OrganizationDetailsStates>
      </div>
    </>
  );
}

const manages = (details: OrganizationDetails) => details.role === 'owner' || details.role === 'admin';

function Loaded({ details }: { details: OrganizationDetails }) {
  const t = useT();
  const { organization } = details;
  return (
    <>
      <PageTitle
        title={t('developers.title')}
        description={t('developers.organizationDescription', { organization: organization.name })}
      />
      {manages(details) ? (
        <>
          <DevelopersPanel space={{ organizationId: organization.id, name: organization.name }} />
          <WebhooksPanel space={{ organizationId: organization.id, name: organization.name }} />
        </>
      ) : (
        <Alert data-testid="api-keys-managers-only">
          <AlertTitle className="line-clamp-none">{t('developers.managersOnly')}</AlertTitle>
        </Alert>
      )}
    </>
  );
}
