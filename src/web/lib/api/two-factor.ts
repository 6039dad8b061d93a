/**
 * Two-factor: the signed-in user's settings (/api/me/two-factor/*) and the sign-in challenge.
 * The endpoints are declared in src/shared/contracts/two-factor.ts and auth.ts (the challenge).
 */
import type { ResponseOf } from '@shared/contracts/endpoint';
import { authEndpoints } from '@shared/endpoints/auth';
import { twoFactorEndpoints } from '@shared/endpoints/two-factor';
import { api } from '../api-call';

export type TwoFactorSetup = ResponseOf<typeof twoFactorEndpoints.enable>;

export const twoFactorApi = {
  status: () => api(twoFactorEndpoints.status),
  enable: (password: string) => api(twoFactorEndpoints.enable, { body: { password } }),
  verify: (code: string) => api(twoFactorEndpoints.verify, { body: { code } }),
  disable: (body: { password: string; code: string }) => api(twoFactorEndpoints.disable, { body }),
  regenerateBackupCodes: (password: string) =>
    api(twoFactorEndpoints.regenerateBackupCodes, { body: { password } }),
  answerChallenge: (body: { challengeToken: string; code: string }) =>
    api(authEndpoints.twoFactorChallenge, { body }),
};
