/** The waitlist's contract: joining, the public texts, and the admin's list, invites and settings. */
import { z } from 'zod';
import { emailSchema } from '../auth-contracts.ts';
import { idParam, rowId, successMessage } from './common.ts';
import { endpoints } from './endpoint.ts';
import { pageQuery, pagination } from './pagination.ts';

export const WAITLIST_STATUSES = ['pending', 'invited', 'joined'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

export const joinBody = z.object({
  email: emailSchema,
  name: z.string().trim().min(1, 'Name is required').max(100),
});

export const entry = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  status: z.enum(WAITLIST_STATUSES),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  invitedAt: z.string().nullable(),
  joinedAt: z.string().nullable(),
});

export const joinResponse = z.object({
  entry: z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    status: z.enum(WAITLIST_STATUSES),
  }),
  message: z.string(),
});

export const publicSettings = z.object({
  enabled: z.boolean(),
  title: z.string(),
  description: z.string(),
  successMessage: z.string(),
});

export const AUTO_INVITE_MODES = ['off', 'oldest_daily', 'before_date'] as const;
export type AutoInviteMode = (typeof AUTO_INVITE_MODES)[number];

export const autoInvite = z
  .object({
    mode: z.enum(AUTO_INVITE_MODES),
    count: z.number().int().min(1).max(1000),
    // Years PostgreSQL and readers can both live with (year 0 was a 500 from the database).
    before: z.iso
      .datetime({ offset: true })
      .refine((value) => {
        const year = new Date(value).getUTCFullYear();
        return year >= 1970 && year <= 9999;
      }, 'Must be between the years 1970 and 9999')
      .nullable(),
  })
  .refine((rule) => rule.mode !== 'before_date' || rule.before !== null, {
    message: 'Choose the date for "everyone who joined before"',
    path: ['before'],
  });

export const adminSettings = publicSettings.extend({ autoInvite, lastAutoInviteAt: z.string().nullable() });
export type AdminSettings = z.output<typeof adminSettings>;
export type SettingsUpdate = z.output<typeof settingsUpdate>;
export const settingsUpdate = z
  .object({
    enabled: z.boolean(),
    title: z.string().trim().min(1).max(120),
    description: z.string().trim().max(1000),
    successMessage: z.string().trim().min(1).max(500),
    autoInvite,
  })
  .partial();

export const entryFilters = z.object({
  status: z.enum(WAITLIST_STATUSES).optional(),
  search: z.string().trim().max(200).optional(),
});
export type EntryFilters = z.infer<typeof entryFilters>;
export const entryListQuery = entryFilters.extend(pageQuery);
export const entryListResponse = z.object({
  entries: z.array(entry),
  pagination,
  counts: z.object({ pending: z.number().int(), invited: z.number().int(), joined: z.number().int() }),
});
export const inviteBody = z.object({ ids: z.array(rowId).min(1).max(500) });

/** "Invite all matching": every pending entry the list's filter matches, however many. */
export const inviteMatchingBody = entryFilters;
export const inviteMatchingResponse = z.object({
  /** Entries the filter matched. */
  matched: z.number().int(),
  invited: z.number().int(),
  /** Matched but already invited or joined. */
  skipped: z.number().int(),
  /** Invited, but the invitation e-mail could not be queued. */
  failed: z.number().int(),
});

export type PublicWaitlistSettings = z.output<typeof publicSettings>;
export type WaitlistSettingsUpdate = z.input<typeof settingsUpdate>;
export type WaitlistEntry = z.output<typeof entry>;
/** What joining answers: the entry as the public sees it, and the message to show. */
export type JoinedWaitlist = z.output<typeof joinResponse>;
export type WaitlistQuery = z.input<typeof entryListQuery>;
export type WaitlistFilters = z.input<typeof entryFilters>;
export type InviteMatchingResult = z.output<typeof inviteMatchingResponse>;

const adminSettingsResponse = z.object({ settings: adminSettings });

export const waitlistEndpoints = endpoints(
  { access: 'public', tags: ['waitlist'] },
  {
    settings: {
      method: 'GET',
      path: '/api/waitlist',
      summary: 'The public waitlist texts (and whether it is open)',
      response: z.object({ settings: publicSettings }),
    },
    join: {
      method: 'POST',
      path: '/api/waitlist',
      summary: 'Join the waitlist (201; the same e-mail again: 200 with the existing entry; 403 when closed)',
      body: joinBody,
      response: joinResponse,
      // 201 a new entry, 200 the existing one again.
      status: [200, 201],
    },
  },
);

export const waitlistAdminEndpoints = endpoints(
  { access: 'admin', tags: ['admin: waitlist'] },
  {
    list: {
      method: 'GET',
      path: '/api/admin/waitlist',
      summary: 'Entries, newest first, with counts per status',
      query: entryListQuery,
      response: entryListResponse,
    },
    export: {
      method: 'GET',
      path: '/api/admin/waitlist/export',
      summary: 'The filtered entries as CSV (not enveloped)',
      query: entryFilters,
      csv: 'waitlist',
    },
    settings: {
      method: 'GET',
      path: '/api/admin/waitlist/settings',
      summary: 'Waitlist settings, with the auto-invite rule',
      response: adminSettingsResponse,
    },
    updateSettings: {
      method: 'PUT',
      path: '/api/admin/waitlist/settings',
      summary: 'Change any of the settings',
      body: settingsUpdate,
      response: adminSettingsResponse,
    },
    invite: {
      method: 'POST',
      path: '/api/admin/waitlist/invite',
      summary: 'Invite entries (bulk); e-mails each a sign-up link; entries not pending are skipped',
      body: inviteBody,
      response: z.object({ invited: z.number().int(), entries: z.array(entry) }),
    },
    inviteMatching: {
      method: 'POST',
      path: '/api/admin/waitlist/invite-matching',
      summary:
        'Invite every pending entry matching the filter (all pages); counts invited, skipped (already invited or joined) and failed e-mails',
      body: inviteMatchingBody,
      response: inviteMatchingResponse,
    },
    runAutoInvite: {
      method: 'POST',
      path: '/api/admin/waitlist/auto-invite/run',
      summary: 'Apply the auto-invite rule now',
      response: z.object({ invited: z.number().int() }),
    },
    markJoined: {
      method: 'POST',
      path: '/api/admin/waitlist/:id/joined',
      summary: 'Mark an entry as joined',
      params: idParam,
      response: z.object({ entry }),
    },
    remove: {
      method: 'DELETE',
      path: '/api/admin/waitlist/:id',
      summary: 'Remove an entry',
      params: idParam,
      response: successMessage,
    },
  },
);
