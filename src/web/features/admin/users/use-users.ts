import type { AdminUser, AdminUsersQuery } from '@shared/contracts/admin-users';
import { adminUserEndpoints as admin } from '@shared/endpoints/admin-users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '@/i18n/store';
import { api } from '@/lib/api-call';

export const USERS_PAGE_SIZE = 20;
export const AUDIT_LOG_PAGE_SIZE = 15;

export function useAdminUsers(params: AdminUsersQuery) {
  return useQuery({
    queryKey: ['admin', 'users', 'list', params],
    queryFn: () => api(admin.list, { query: { limit: USERS_PAGE_SIZE, ...params } }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string | undefined) {
  return useQuery({
    queryKey: ['admin', 'users', 'detail', id],
    queryFn: () => api(admin.get, { params: { id: id as string } }),
    enabled: Boolean(id),
    // A 404 (unknown user) will not fix itself.
    retry: false,
  });
}

export function useUserAuditLog(id: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'users', 'audit-log', id, page],
    queryFn: () => api(admin.auditLog, { params: { id }, query: { page, limit: AUDIT_LOG_PAGE_SIZE } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export type UserAction =
  | { kind: 'promote' | 'demote' | 'unban'; user: AdminUser }
  | { kind: 'ban'; user: AdminUser; reason: string; expires?: string };

/** What a finished action did, in words for the toast. */
export function describeResult(action: UserAction): string {
  const name = action.user.name || action.user.email;
  switch (action.kind) {
    case 'promote':
      return t('admin-users.result.promote', { name });
    case 'demote':
      return t('admin-users.result.demote', { name });
    case 'ban':
      return t('admin-users.result.ban', { name });
    case 'unban':
      return t('admin-users.result.unban', { name });
  }
}

/** Promote, demote, ban or unban; afterwards the lists, the details and the logs are refetched. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: UserAction) => {
      const userId = action.user.id;
      switch (action.kind) {
        case 'promote':
          return api(admin.promote, { body: { userId } });
        case 'demote':
          return api(admin.demote, { body: { userId } });
        case 'ban':
          return api(admin.ban, { body: { userId, reason: action.reason, expires: action.expires } });
        case 'unban':
          return api(admin.unban, { body: { userId } });
      }
    },
    // Refetch even after a failure: the refusal may come from a state another admin changed.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'security-logs'] }),
      ]),
  });
}
