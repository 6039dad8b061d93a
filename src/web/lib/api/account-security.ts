/**
 * The account-security routes (sessions, password, e-mail, export, deletion, impersonation),
 * declared in src/shared/contracts/account-security.ts.
 */
import type {
  changeEmailBody,
  changePasswordBody,
  deleteAccountBody,
  setPasswordBody,
} from '@shared/contracts/account-security';
import type { ResponseOf } from '@shared/contracts/endpoint';
import { accountSecurityEndpoints, impersonationEndpoints } from '@shared/endpoints/account-security';
import type { z } from 'zod';
import { api } from '../api-call';

export type SessionItem = ResponseOf<typeof accountSecurityEndpoints.sessions>['sessions'][number];
export type Impersonation = NonNullable<
  ResponseOf<typeof accountSecurityEndpoints.impersonation>['impersonation']
>;

export const accountSecurityApi = {
  sessions: () => api(accountSecurityEndpoints.sessions),
  revokeSession: (id: string) => api(accountSecurityEndpoints.revokeSession, { params: { id } }),
  revokeOthers: () => api(accountSecurityEndpoints.revokeOthers),
  changePassword: (body: z.input<typeof changePasswordBody>) =>
    api(accountSecurityEndpoints.changePassword, { body }),
  setPassword: (body: z.input<typeof setPasswordBody>) => api(accountSecurityEndpoints.setPassword, { body }),
  /** The e-mailed code that confirms a change of an account without a password. */
  confirmationCode: () => api(accountSecurityEndpoints.confirmationCode),
  changeEmail: (body: z.input<typeof changeEmailBody>) => api(accountSecurityEndpoints.changeEmail, { body }),
  confirmEmail: (token: string) => api(accountSecurityEndpoints.confirmEmail, { body: { token } }),
  deletionCode: () => api(accountSecurityEndpoints.deletionCode),
  deleteAccount: (body: z.input<typeof deleteAccountBody>) =>
    api(accountSecurityEndpoints.deleteAccount, { body }),
  /** The export is a file: the browser downloads it from this address (a link, not a call). */
  exportUrl: '/api/me/export',
  impersonation: () => api(accountSecurityEndpoints.impersonation),
  impersonate: (userId: string) => api(impersonationEndpoints.start, { params: { id: userId } }),
  stopImpersonating: () => api(impersonationEndpoints.stop),
};
