/** /dashboard/admin/organizations: every organization with its owner, members and plan; open one for details. */
import { getRouteApi } from '@tanstack/react-router';
import { Building2, ChevronRight } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { AdminOrganizationRow } from '@/features/organizations/types';
import { useT } from '@/i18n/provider';
import { formatDate, formatNumber } from '@/lib/utils';
import { NameLines, noValue } from '../list-kit/cells';
import { actionsColumn, type Column } from '../list-kit/data-table';
import { ListFilterBar } from '../list-kit/list-filter-bar';
import { ListTable } from '../list-kit/list-table';
import { useListSearch } from '../list-kit/use-list-search';
import { useOpenRow, useStickyRow } from '../list-kit/use-open-row';
import { PageHeader } from '../page-header';
import { OrganizationDetailSheet } from './organization-detail-sheet';
import { ORGANIZATIONS_PAGE_SIZE, useAdminOrganizations } from './use-admin-organizations';

const routeApi = getRouteApi('/dashboard/admin/organizations');

export function AdminOrganizationsPage() {
  const t = useT();
  const list = useListSearch(routeApi, {
    pageSize: ORGANIZATIONS_PAGE_SIZE,
    filters: ['search'],
    textKey: 'search',
  });
  const organizations = useAdminOrganizations(list.query);
  const details = useOpenRow(list, 'open');
  const opened = useStickyRow(organizations.data?.organizations, details.openId);

  const columns: Column<AdminOrganizationRow>[] = [
    {
      id: 'name',
      header: t('admin-organizations.column.name'),
      className: 'min-w-[12rem] max-w-[18rem]',
      cell: (organization) => <NameLines name={organization.name} detail={organization.slug} strong />,
    },
    {
      id: 'owner',
      header: t('admin-organizations.column.owner'),
      className: 'max-w-[14rem]',
      cell: (organization) =>
        organization.owner ? (
          <p className="truncate" translate="no">
            {organization.owner.email}
          </p>
        ) : (
          noValue
        ),
    },
    {
      id: 'members',
      header: t('admin-organizations.column.members'),
      className: 'text-right',
      cell: (organization) => formatNumber(organization.memberCount),
    },
    {
      id: 'plan',
      header: t('admin-organizations.column.plan'),
      cell: (organization) =>
        organization.plan ? (
          <Badge>{organization.plan.name}</Badge>
        ) : (
          <Badge variant="secondary">{t('admin-organizations.freePlan')}</Badge>
        ),
    },
    {
      id: 'created',
      header: t('admin-organizations.column.created'),
      className: 'whitespace-nowrap text-muted-foreground',
      cell: (organization) => (
        <time dateTime={organization.createdAt}>{formatDate(organization.createdAt)}</time>
      ),
    },
    actionsColumn((organization) => (
      <Button
        variant="ghost"
        size="sm"
        onClick={() => details.open(organization.id)}
        aria-label={t('admin-organizations.openLabel', { name: organization.name })}
      >
        {t('admin-organizations.open')} <ChevronRight />
      </Button>
    )),
  ];

  return (
    <>
      <PageHeader title={t('admin-organizations.title')} description={t('admin-organizations.description')} />
      <ListFilterBar
        {...list.filterBar}
        placeholder={t('admin-organizations.search.placeholder')}
        label={t('admin-organizations.search.label')}
      />
      <ListTable
        query={organizations}
        errorTitle={t('admin-organizations.loadError')}
        rows={(data) => data.organizations}
        empty={{
          icon: Building2,
          title: t('admin-organizations.empty.title'),
          description: t('admin-organizations.empty.description'),
        }}
        noMatch={{ title: t('admin-organizations.noMatch') }}
        list={list}
        testId="organizations-table"
        columns={columns}
        {...details.rows}
        rowProps={(organization) => ({ 'data-testid': 'organization-row', 'data-slug': organization.slug })}
      />
      <OrganizationDetailSheet {...details.sheet} row={opened} loading={organizations.isPending} />
    </>
  );
}
