/** The waitlist: its public texts and joining, and the admin's list, invites, settings and CSV link. */
import type { successMessage } from '@shared/contracts/common';
import type {
  adminSettings,
  entry,
  entryFilters,
  entryListQuery,
  entryListResponse,
  inviteMatchingResponse,
  joinBody,
  joinResponse,
  publicSettings,
  settingsUpdate,
} from '@shared/contracts/waitlist';
import type { z } from 'zod';
import { queryString, request } from '../api';

export type { AutoInviteMode, WaitlistStatus } from '@shared/contracts/waitlist';
export type PublicWaitlistSettings = z.output<typeof publicSettings>;
export type WaitlistSettings = z.output<typeof adminSettings>;
export type WaitlistSettingsUpdate = z.input<typeof settingsUpdate>;
export type WaitlistEntry = z.output<typeof entry>;
/** What joining answers: the entry as the public sees it, and the message to show. */
export type JoinedWaitlist = z.output<typeof joinResponse>;
export type WaitlistQuery = z.input<typeof entryListQuery>;
export type WaitlistFilters = z.input<typeof entryFilters>;
export type InviteMatchingResult = z.output<typeof inviteMatchingResponse>;

const base = '/api/admin/waitlist';
type Settings = { settings: WaitlistSettings };

export const waitlistApi = {
  settings: () => request<{ settings: PublicWaitlistSettings }>('GET', '/api/waitlist'),
  join: (body: z.input<typeof joinBody>) => request<JoinedWaitlist>('POST', '/api/waitlist', body),

  admin: {
    list: (query: WaitlistQuery) =>
      request<z.output<typeof entryListResponse>>('GET', base, undefined, query),
    settings: () => request<Settings>('GET', `${base}/settings`),
    updateSettings: (body: WaitlistSettingsUpdate) => request<Settings>('PUT', `${base}/settings`, body),
    invite: (ids: number[]) =>
      request<{ invited: number; entries: WaitlistEntry[] }>('POST', `${base}/invite`, { ids }),
    /** Every pending entry matching the filter (all pages), with what was invited, skipped and failed. */
    inviteMatching: (filters: z.input<typeof entryFilters>) =>
      request<InviteMatchingResult>('POST', `${base}/invite-matching`, filters),
    markJoined: (id: number) => request<{ entry: WaitlistEntry }>('POST', `${base}/${id}/joined`),
    remove: (id: number) => request<z.output<typeof successMessage>>('DELETE', `${base}/${id}`),
    runAutoInvite: () => request<{ invited: number }>('POST', `${base}/auto-invite/run`),
    exportUrl: (filters: z.input<typeof entryFilters>) => `${base}/export${queryString(filters)}`,
  },
};
