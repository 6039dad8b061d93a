/** The account-security routes (sessions, password, e-mail, export, deletion, impersonation). */
import type {
  changeEmailBody,
  changeEmailResponse,
  changePasswordBody,
  confirmEmailResponse,
  deleteAccountBody,
  impersonationResponse,
  revokedResponse,
  sessionsResponse,
} from '@shared/contracts/account-security';
import type { signInResponse } from '@shared/contracts/auth';
import type { z } from 'zod';
import { request } from '../api';

type Success = { success: true };
export type SessionItem = z.output<typeof sessionsResponse>['sessions'][number];
export type Impersonation = NonNullable<z.output<typeof impersonationResponse>['impersonation']>;

export const accountSecurityApi = {
  sessions: () => request<z.output<typeof sessionsResponse>>('GET', '/api/me/sessions'),
  revokeSession: (id: string) => request<Success>('DELETE', `/api/me/sessions/${encodeURIComponent(id)}`),
  revokeOthers: () => request<z.output<typeof revokedResponse>>('POST', '/api/me/sessions/revoke-others'),
  changePassword: (body: z.input<typeof changePasswordBody>) =>
    request<Success>('POST', '/api/me/password', body),
  changeEmail: (body: z.input<typeof changeEmailBody>) =>
    request<z.output<typeof changeEmailResponse>>('POST', '/api/me/email', body),
  confirmEmail: (token: string) =>
    request<z.output<typeof confirmEmailResponse>>('POST', '/api/me/email/confirm', { token }),
  deletionCode: () => request<Success>('POST', '/api/me/deletion-code'),
  deleteAccount: (body: z.input<typeof deleteAccountBody>) => request<Success>('DELETE', '/api/me', body),
  /** The export is a file: the browser downloads it from this address. */
  exportUrl: '/api/me/export',
  impersonation: () => request<z.output<typeof impersonationResponse>>('GET', '/api/me/impersonation'),
  impersonate: (userId: string) =>
    request<z.output<typeof signInResponse>>(
      'POST',
      `/api/admin/users/${encodeURIComponent(userId)}/impersonate`,
    ),
  stopImpersonating: () => request<Success>('POST', '/api/admin/impersonation/stop'),
};
