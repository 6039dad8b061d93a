/** /organizations: the user's organizations (with their role) and a form to create one. */
import { organizationEndpoints } from '@shared/endpoints/organizations';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Building2 } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { PastDueBanner } from '@/features/billing/past-due-banner';
import { useT } from '@/i18n/provider';
import { api } from '@/lib/api-call';
import { apiErrorMessage } from '@/lib/forms';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CreateOrganizationForm } from './create-organization-form';
import { OrganizationLogo } from './organization-logo';
import { PendingInvitationsCard } from './pending-invitations-card';
import { RoleBadge } from './role-badge';

export function OrganizationsPage() {
  const t = useT();
  useDocumentTitle(t('organizations.list.pageTitle'));
  const list = useQuery({
    queryKey: ['organizations', 'mine'],
    queryFn: () => api(organizationEndpoints.list),
  });

  return (
    <>
      <PastDueBanner />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
        <h1 className="font-semibold text-2xl tracking-tight">{t('organizations.list.title')}</h1>
        <PendingInvitationsCard />
        <Card>
          <CardHeader>
            <CardTitle>{t('organizations.list.yours')}</CardTitle>
            <CardDescription>{t('organizations.list.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            {list.isPending ? (
              <Skeleton className="h-12 w-full" />
            ) : list.isError ? (
              <p className="text-destructive text-sm">{apiErrorMessage(list.error)}</p>
            ) : list.data.organizations.length === 0 ? (
              <p className="flex items-center gap-2 text-muted-foreground text-sm">
                <Building2 className="size-4" /> {t('organizations.list.none')}
              </p>
            ) : (
              <ul className="divide-y" data-testid="organization-list">
                {list.data.organizations.map((organization) => (
                  <li key={organization.id} className="flex items-center gap-3 py-3">
                    <OrganizationLogo name={organization.name} logo={organization.logo} />
                    <Link
                      to="/organizations/$id"
                      params={{ id: organization.id }}
                      className="min-w-0 flex-1 truncate font-medium hover:underline"
                      translate="no"
                    >
                      {organization.name}
                    </Link>
                    <RoleBadge role={organization.role} />
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('organizations.create.title')}</CardTitle>
            <CardDescription>{t('organizations.create.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <CreateOrganizationForm />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
