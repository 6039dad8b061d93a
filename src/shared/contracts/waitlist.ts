/** The waitlist's contract: joining, the public texts, and the admin's list, invites and settings. */
import { z } from 'zod';
import { emailSchema } from '../auth-contracts.ts';
import { rowId } from './common.ts';
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
