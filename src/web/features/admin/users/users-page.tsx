import { getRouteApi, useRouter } from '@tanstack/react-router';
import { ArrowDown, ArrowUp, ChevronRight, UsersRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDebouncedFilter } from '@/lib/use-debounced-filter';
import { cn, formatDate } from '@/lib/utils';
import type { UserManagementSearch } from '@/router';
import { ListFilterBar } from '../list-filter-bar';
import { ListStates } from '../list-states';
import { PageHeader } from '../page-header';
import { useAdminUsers } from './use-users';
import { RoleBadge, StatusBadge, VerifiedMark } from './user-badges';
import { UserDetailsSheet } from './user-details-sheet';

const routeApi = getRouteApi('/dashboard/admin/user-management');

/** Every account: search, filter, page through, and open one to act on it. */
export function UserManagementPage() {
  const { page = 1, search, role, status, order, user: openUserId } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const router = useRouter();
  const users = useAdminUsers({ page, search, role, status, order: order ?? 'desc' });

  // Filters start again at page 1. A filter choice is a history entry (back undoes it); typing in
  // the search box replaces the entry instead of leaving one per pause.
  const setFilter = (patch: Partial<UserManagementSearch>, replace = false) =>
    navigate({ search: (previous) => ({ ...previous, ...patch, page: undefined }), replace });
  const [term, setTerm, flushTerm] = useDebouncedFilter(search, (next) => setFilter({ search: next }, true));
  const filtered = Boolean(search || role || status);

  // Opening a user is a history entry, so closing the panel is "back" (and the back button closes
  // it). A panel opened from a link or a reload has nothing to go back to: closing replaces.
  const openedHere = useRef(false);
  useEffect(() => {
    if (!openUserId) openedHere.current = false;
  }, [openUserId]);
  const openUser = (id: string) => {
    openedHere.current = true;
    navigate({ search: (previous) => ({ ...previous, user: id }) });
  };
  const closeUser = () => {
    if (openedHere.current) {
      openedHere.current = false;
      router.history.back();
    } else {
      navigate({ search: (previous) => ({ ...previous, user: undefined }), replace: true });
    }
  };

  return (
    <>
      <PageHeader
        title="User management"
        description="Search and filter accounts, see their activity, and promote, demote, ban or unban them."
      />

      <ListFilterBar
        term={term}
        onTermChange={setTerm}
        onSubmit={flushTerm}
        placeholder="Search by name or e-mail"
        label="Search users"
        filtered={filtered}
        onClear={() => navigate({ search: (previous) => ({ order: previous.order }) })}
      >
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <NativeSelect
            aria-label="Role"
            className="sm:w-36"
            value={role ?? ''}
            onChange={(event) =>
              setFilter({ role: (event.target.value || undefined) as UserManagementSearch['role'] })
            }
          >
            <option value="">All roles</option>
            <option value="user">Users</option>
            <option value="admin">Admins</option>
          </NativeSelect>
          <NativeSelect
            aria-label="Status"
            className="sm:w-36"
            value={status ?? ''}
            onChange={(event) =>
              setFilter({ status: (event.target.value || undefined) as UserManagementSearch['status'] })
            }
          >
            <option value="">Any status</option>
            <option value="active">Active</option>
            <option value="banned">Banned</option>
          </NativeSelect>
        </div>
      </ListFilterBar>

      <ListStates
        query={users}
        errorTitle="Could not load users"
        skeletonRows={8}
        isEmpty={(data) => data.users.length === 0}
        empty={{
          icon: UsersRound,
          title: filtered ? 'No users match' : 'No users yet',
          description: filtered
            ? 'Try another search, or clear the filters.'
            : 'Accounts appear here as people sign up.',
        }}
        onClear={filtered ? () => navigate({ search: {} }) : undefined}
        onPageChange={(next) =>
          navigate({ search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }) })
        }
      >
        {(data) => (
          <Table data-testid="users-table">
            <TableHeader className="bg-muted/40">
              <TableRow>
                <TableHead>User</TableHead>
                <TableHead>Role</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Verified</TableHead>
                <TableHead>Plan</TableHead>
                <TableHead aria-sort={order === 'asc' ? 'ascending' : 'descending'}>
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 uppercase hover:text-foreground"
                    onClick={() =>
                      navigate({
                        search: (previous) => ({
                          ...previous,
                          order: previous.order === 'asc' ? undefined : 'asc',
                          page: undefined,
                        }),
                      })
                    }
                  >
                    Joined
                    {order === 'asc' ? (
                      <ArrowUp className="size-3.5" aria-hidden="true" />
                    ) : (
                      <ArrowDown className="size-3.5" aria-hidden="true" />
                    )}
                    <span className="sr-only">
                      {order === 'asc'
                        ? ', oldest first. Show newest first'
                        : ', newest first. Show oldest first'}
                    </span>
                  </button>
                </TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody className={cn(users.isPlaceholderData && 'opacity-60')}>
              {data.users.map((user) => (
                <TableRow
                  key={user.id}
                  className="cursor-pointer"
                  data-state={user.id === openUserId ? 'selected' : undefined}
                  onClick={() => openUser(user.id)}
                  data-testid="user-row"
                  data-email={user.email}
                >
                  <TableCell className="min-w-[13rem] max-w-[18rem]">
                    <div className="flex items-center gap-3">
                      <UserAvatar name={user.name} email={user.email} image={user.image} />
                      <div className="min-w-0">
                        <p className="truncate font-medium">{user.name || '—'}</p>
                        <p className="truncate text-muted-foreground text-xs">{user.email}</p>
                      </div>
                    </div>
                  </TableCell>
                  <TableCell>
                    <RoleBadge role={user.role} />
                  </TableCell>
                  <TableCell onClick={(event) => user.banned && event.stopPropagation()}>
                    <StatusBadge user={user} />
                  </TableCell>
                  <TableCell>
                    <VerifiedMark verified={user.emailVerified} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {user.subscription ? (
                      user.subscription.plan.name
                    ) : (
                      <span className="text-muted-foreground">Free</span>
                    )}
                  </TableCell>
                  <TableCell className="whitespace-nowrap text-muted-foreground">
                    <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
                  </TableCell>
                  <TableCell className="text-right">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={(event) => {
                        event.stopPropagation();
                        openUser(user.id);
                      }}
                      aria-label={`Details of ${user.name || user.email}`}
                    >
                      Details <ChevronRight />
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </ListStates>
      <UserDetailsSheet userId={openUserId} onClose={closeUser} />
    </>
  );
}
