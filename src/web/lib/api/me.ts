/**
 * The signed-in user (GET /api/me, the one source of "who is signed in") and their profile edits.
 * The endpoints are declared in src/shared/contracts/me.ts.
 */
import type { updateMeBody } from '@shared/auth-contracts';
import type { ResponseOf } from '@shared/contracts/endpoint';
import { meEndpoints } from '@shared/endpoints/me';
import type { z } from 'zod';
import { api } from '../api-call';

export type Me = ResponseOf<typeof meEndpoints.get>['user'];
export type Role = Me['role'];

export const meApi = {
  get: () => api(meEndpoints.get),
  update: (body: z.input<typeof updateMeBody>) => api(meEndpoints.update, { body }),
};
