import { getRouteApi } from '@tanstack/react-router';
import { ChevronRight, UsersRound } from 'lucide-react';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Button } from '@/components/ui/button';
import type { AdminUser } from '@/lib/api/admin-users';
import { formatDate } from '@/lib/utils';
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
      header: 'User',
      className: 'min-w-[13rem] max-w-[18rem]',
      cell: (user) => (
        <div className="flex items-center gap-3">
          <UserAvatar name={user.name} email={user.email} image={user.image} />
          <div className="min-w-0">
            <p className="truncate font-medium">{user.name || '—'}</p>
            <p className="truncate text-muted-foreground text-xs">{user.email}</p>
          </div>
        </div>
      ),
    },
    { id: 'role', header: 'Role', cell: (user) => <RoleBadge role={user.role} /> },
    { id: 'status', header: 'Status', cell: (user) => <StatusBadge user={user} /> },
    { id: 'verified', header: 'Verified', cell: (user) => <VerifiedMark verified={user.emailVerified} /> },
    {
      id: 'plan',
      header: 'Plan',
      className: 'whitespace-nowrap',
      cell: (user) =>
        user.subscription ? user.subscription.plan.name : <span className="text-muted-foreground">Free</span>,
    },
    {
      id: 'joined',
      header: (
        <SortHeader
          label="Joined"
          ascending={order === 'asc'}
          onToggle={() => list.setFilter({ order: order === 'asc' ? undefined : 'asc' })}
          ascendingText="oldest first"
          descendingText="newest first"
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
        aria-label={`Details of ${user.name || user.email}`}
      >
        Details <ChevronRight />
      </Button>
    )),
  ];

  return (
    <>
      <PageHeader
        title="User management"
        description="Search and filter accounts, see their activity, and promote, demote, ban or unban them."
      />

      <ListFilterBar {...list.filterBar} placeholder="Search by name or e-mail" label="Search users">
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <FilterSelect
            label="Role"
            className="sm:w-36"
            {...list.filterProps('role')}
            allLabel="All roles"
            options={optionsOf({ user: 'Users', admin: 'Admins' })}
          />
          <FilterSelect
            label="Status"
            className="sm:w-36"
            {...list.filterProps('status')}
            allLabel="Any status"
            options={optionsOf({ active: 'Active', banned: 'Banned' })}
          />
        </div>
      </ListFilterBar>

      <ListTable
        query={users}
        errorTitle="Could not load users"
        skeletonRows={8}
        rows={(data) => data.users}
        empty={{
          icon: UsersRound,
          title: 'No users yet',
          description: 'Accounts appear here as people sign up.',
        }}
        noMatch={{ title: 'No users match' }}
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
