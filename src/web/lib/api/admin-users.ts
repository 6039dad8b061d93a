/** User management (admin): the list, a user's file and audit log, role changes and bans. */
import type {
  adminUserRow,
  auditLogQuery,
  banBody,
  banResponse,
  roleChangeResponse,
  unbanResponse,
  userDetailsResponse,
  userListQuery,
  userListResponse,
} from '@shared/contracts/admin-users';
import type { z } from 'zod';
import { request } from '../api';
import type { SecurityLogList } from './security-logs';

/** A user as the list shows it. `banned` is true only while a ban applies. */
export type AdminUser = z.output<typeof adminUserRow>;
export type AdminUserDetails = z.output<typeof userDetailsResponse>;
export type AdminUsersQuery = z.input<typeof userListQuery>;
export type BanBody = z.input<typeof banBody>;

const base = '/api/admin/users';
const user = (id: string) => `${base}/${encodeURIComponent(id)}`;
type RoleChange = z.output<typeof roleChangeResponse>;

export const adminUsersApi = {
  list: (query: AdminUsersQuery) => request<z.output<typeof userListResponse>>('GET', base, undefined, query),
  get: (id: string) => request<AdminUserDetails>('GET', user(id)),
  auditLog: (id: string, query: z.input<typeof auditLogQuery>) =>
    request<SecurityLogList>('GET', `${user(id)}/audit-log`, undefined, query),
  promote: (userId: string) => request<RoleChange>('POST', `${base}/promote`, { userId }),
  demote: (userId: string) => request<RoleChange>('POST', `${base}/demote`, { userId }),
  ban: (body: BanBody) => request<z.output<typeof banResponse>>('POST', `${base}/ban`, body),
  unban: (userId: string) => request<z.output<typeof unbanResponse>>('POST', `${base}/unban`, { userId }),
};
