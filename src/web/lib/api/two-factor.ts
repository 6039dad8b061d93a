/** Two-factor: the signed-in user's settings (/api/me/two-factor/*) and the sign-in challenge. */
import type { signedInResponse } from '@shared/contracts/auth';
import type {
  twoFactorBackupCodesResponse,
  twoFactorDisableResponse,
  twoFactorEnableResponse,
  twoFactorStatusResponse,
  twoFactorVerifyResponse,
} from '@shared/contracts/two-factor';
import type { z } from 'zod';
import { request } from '../api';

export type TwoFactorSetup = z.output<typeof twoFactorEnableResponse>;

export const twoFactorApi = {
  status: () => request<z.output<typeof twoFactorStatusResponse>>('GET', '/api/me/two-factor'),
  enable: (password: string) => request<TwoFactorSetup>('POST', '/api/me/two-factor/enable', { password }),
  verify: (code: string) =>
    request<z.output<typeof twoFactorVerifyResponse>>('POST', '/api/me/two-factor/verify', { code }),
  disable: (body: { password: string; code: string }) =>
    request<z.output<typeof twoFactorDisableResponse>>('POST', '/api/me/two-factor/disable', body),
  regenerateBackupCodes: (password: string) =>
    request<z.output<typeof twoFactorBackupCodesResponse>>('POST', '/api/me/two-factor/backup-codes', {
      password,
    }),
  answerChallenge: (body: { challengeToken: string; code: string }) =>
    request<z.output<typeof signedInResponse>>('POST', '/api/auth/two-factor', body),
};
