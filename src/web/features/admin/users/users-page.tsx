import type { AdminUser } from '@shared/contracts/admin-users';
import { getRouteApi } from '@tanstack/react-router';
import { ChevronRight, UsersRound } from 'lucide-react';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { formatDate } from '@/lib/utils';
import { NameLines } from '../list-kit/cells';
import { actionsColumn, type Column } from '../list-kit/data-table';
import { FilterSelect, optionsOf } from '../list-kit/filter-select';
import { ListFilterBar } from '../list-kit/list-filter-bar';
import { ListTable } from '../list-kit/list-table';
import { SortHeader } from '../list-kit/sort-header';
import { useListSearch } from '../list-kit/use-list-search';
import { useOpenRow } from '../list-kit/use-open-row';
import { PageHeader } from '../page-header';
import { USERS_PAGE_SIZE, useAdminUsers } from './use-users';
import { RoleBadge, StatusBadge, VerifiedMark } from './user-badges';
import { UserDetailsSheet } from './user-details-sheet';

const routeApi = getRouteApi('/dashboard/admin/user-management');

/** Every account: search, filter, page through, and open one to act on it. */
export function UserManagementPage() {
  const t = useT();
  const list = useListSearch(routeApi, {
    pageSize: USERS_PAGE_SIZE,
    filters: ['search', 'role', 'status'],
    textKey: 'search',
    keep: ['order'],
  });
  const { order } = list.search;
  const users = useAdminUsers({ ...list.query, order: order ?? 'desc' });
  const details = useOpenRow(list, 'user');

  const columns: Column<AdminUser>[] = [
    {
      id: 'user',
      header: t('admin-users.column.user'),
      className: 'min-w-[13rem] max-w-[18rem]',
      cell: (user) => (
        <div className="flex items-center gap-3">
          <UserAvatar name={user.name} email={user.email} image={user.image} />
          <div className="min-w-0">
            <NameLines name={user.name || '—'} detail={user.email} strong />
          </div>
        </div>
      ),
    },
    { id: 'role', header: t('admin-users.column.role'), cell: (user) => <RoleBadge role={user.role} /> },
    { id: 'status', header: t('admin-users.column.status'), cell: (user) => <StatusBadge user={user} /> },
    {
      id: 'verified',
      header: t('admin-users.column.verified'),
      cell: (user) => <VerifiedMark verified={user.emailVerified} />,
    },
    {
      id: 'plan',
      header: t('admin-users.column.plan'),
      className: 'whitespace-nowrap',
      cell: (user) =>
        user.subscription ? (
          <span data-content>{user.subscription.plan.name}</span>
        ) : (
          <span className="text-muted-foreground">{t('admin-users.free')}</span>
        ),
    },
    {
      id: 'joined',
      header: (
        <SortHeader
          label={t('admin-users.column.joined')}
          ascending={order === 'asc'}
          onToggle={() => list.setFilter({ order: order === 'asc' ? undefined : 'asc' })}
          ascendingText={t('admin-users.sort.oldest')}
          descendingText={t('admin-users.sort.newest')}
        />
      ),
      ariaSort: order === 'asc' ? 'ascending' : 'descending',
      className: 'whitespace-nowrap text-muted-foreground',
      cell: (user) => <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>,
    },
    actionsColumn((user) => (
      <Button
        variant="ghost"
        size="sm"
        onClick={() => details.open(user.id)}
        aria-label={t('admin-users.detailsOf', { name: user.name || user.email })}
      >
        {t('admin-users.detailsButton')} <ChevronRight />
      </Button>
    )),
  ];

  return (
    <>
      <PageHeader title={t('admin-users.title')} description={t('admin-users.description')} />

      <ListFilterBar
        {...list.filterBar}
        placeholder={t('admin-users.search.placeholder')}
        label={t('admin-users.search.label')}
      >
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <FilterSelect
            label={t('admin-users.column.role')}
            className="sm:w-36"
            {...list.filterProps('role')}
            allLabel={t('admin-users.filter.allRoles')}
            options={optionsOf({
              user: t('admin-users.filter.users'),
              admin: t('admin-users.filter.admins'),
            })}
          />
          <FilterSelect
            label={t('admin-users.column.status')}
            className="sm:w-36"
            {...list.filterProps('status')}
            allLabel={t('admin-users.filter.anyStatus')}
            options={optionsOf({
              active: t('admin-users.status.active'),
              banned: t('admin-users.status.banned'),
            })}
          />
        </div>
      </ListFilterBar>

      <ListTable
        query={users}
        errorTitle={t('admin-users.loadError')}
        skeletonRows={8}
        rows={(data) => data.users}
        empty={{
          icon: UsersRound,
          title: t('admin-users.empty.title'),
          description: t('admin-users.empty.description'),
        }}
        noMatch={{ title: t('admin-users.noMatch') }}
        list={list}
        testId="users-table"
        columns={columns}
        {...details.rows}
        rowProps={(user) => ({ 'data-testid': 'user-row', 'data-email': user.email })}
      />
      <UserDetailsSheet userId={details.openId} onClose={details.close} />
    </>
  );
}
