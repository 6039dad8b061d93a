/** The signed-in user (GET /api/me, the one source of "who is signed in") and their profile edits. */
import type { updateMeBody } from '@shared/auth-contracts';
import type { meResponse } from '@shared/contracts/me';
import type { z } from 'zod';
import { request } from '../api';

type MeAnswer = z.output<typeof meResponse>;
export type Me = MeAnswer['user'];
export type Role = Me['role'];

export const meApi = {
  get: () => request<MeAnswer>('GET', '/api/me'),
  update: (body: z.input<typeof updateMeBody>) => request<MeAnswer>('PUT', '/api/me', body),
};
