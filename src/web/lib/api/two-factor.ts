/**
 * Two-factor: the signed-in user's settings (/api/me/two-factor/*) and the sign-in challenge.
 * The endpoints are declared in src/shared/contracts/two-factor.ts and auth.ts (the challenge).
 */
import type { ResponseOf } from '@shared/contracts/endpoint';
import type { twoFactorConfirmBody, twoFactorDisableBody } from '@shared/contracts/two-factor';
import { authEndpoints } from '@shared/endpoints/auth';
import { twoFactorEndpoints } from '@shared/endpoints/two-factor';
import type { z } from 'zod';
import { api } from '../api-call';

export type TwoFactorSetup = ResponseOf<typeof twoFactorEndpoints.enable>;

export const twoFactorApi = {
  status: () => api(twoFactorEndpoints.status),
  /** The password, or the e-mailed code for an account without one. */
  enable: (body: z.input<typeof twoFactorConfirmBody>) => api(twoFactorEndpoints.enable, { body }),
  verify: (code: string) => api(twoFactorEndpoints.verify, { body: { code } }),
  disable: (body: z.input<typeof twoFactorDisableBody>) => api(twoFactorEndpoints.disable, { body }),
  regenerateBackupCodes: (body: z.input<typeof twoFactorConfirmBody>) =>
    api(twoFactorEndpoints.regenerateBackupCodes, { body }),
  answerChallenge: (body: { challengeToken: string; code: string }) =>
    api(authEndpoints.twoFactorChallenge, { body }),
};
