/** Request and response shapes of the changelog API (the spec's "Changelog entry"). */
import { z } from 'zod';
import { VERSION_PART_MAX, VERSION_PATTERN } from './changelog-version.ts';
import { idParam, successMessage } from './common.ts';
import { endpoints } from './endpoint.ts';
import { pageQuery, pagination } from './pagination.ts';

export const ENTRY_TYPES = ['feature', 'bugfix', 'improvement', 'breaking'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];
export const ENTRY_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

export const versionField = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(VERSION_PATTERN, 'Use a dotted numeric version such as 1.2.10')
  .refine(
    (value) => value.split('.').every((part) => Number(part) <= VERSION_PART_MAX),
    `Each part of the version must be at most ${VERSION_PART_MAX}`,
  );

/** An ISO date-time with an offset, in years PostgreSQL and readers can both live with. */
const dateTime = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1970 && year <= 9999;
}, 'Must be between the years 1970 and 9999');

export const entryBody = z.object({
  version: versionField,
  title: z.string().trim().min(1).max(200),
  content: z.string().min(1).max(100_000),
  type: z.enum(ENTRY_TYPES),
  published: z.boolean().optional(),
  /** A future time schedules the entry; omitted when publishing, it is now. */
  publishedAt: dateTime.optional(),
});
export type EntryBody = z.infer<typeof entryBody>;
/** What the admin's editor sends. */
export type EntryInput = z.input<typeof entryBody>;

/** The body is optional: a bare POST publishes now. */
export const publishBody = z.preprocess((body) => body ?? {}, z.object({ publishedAt: dateTime.optional() }));

export const publicListQuery = z.object({
  ...pageQuery,
  limit: z.coerce.number().int().min(1).max(50).default(10),
  type: z.enum(ENTRY_TYPES).optional(),
});
export type PublicListQuery = z.infer<typeof publicListQuery>;

export const adminListQuery = z.object({
  ...pageQuery,
  type: z.enum(ENTRY_TYPES).optional(),
  status: z.enum(ENTRY_STATUSES).optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuery>;

/** What visitors see of an entry. */
export const publicEntrySchema = z.object({
  id: z.number().int(),
  version: z.string(),
  title: z.string(),
  type: z.enum(ENTRY_TYPES),
  /** Sanitized HTML rendered from the Markdown at save. */
  contentHtml: z.string(),
  publishedAt: z.string(),
});
export type PublicEntryOut = z.infer<typeof publicEntrySchema>;

/** The admin's view: the Markdown as written, the status and the bookkeeping. */
export const entrySchema = z.object({
  id: z.number().int(),
  version: z.string(),
  title: z.string(),
  type: z.enum(ENTRY_TYPES),
  content: z.string(),
  contentHtml: z.string(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  status: z.enum(ENTRY_STATUSES),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EntryOut = z.infer<typeof entrySchema>;

export const publicListResponse = z.object({ entries: z.array(publicEntrySchema), pagination });
export const adminListResponse = z.object({ entries: z.array(entrySchema), pagination });

const entryResponse = z.object({ entry: entrySchema });

export const changelogEndpoints = endpoints(
  { access: 'public', tags: ['changelog'] },
  {
    list: {
      method: 'GET',
      path: '/api/changelog',
      summary: 'Public entries, newest version first (scheduled ones appear at their time)',
      query: publicListQuery,
      response: publicListResponse,
    },
  },
);

export const changelogAdminEndpoints = endpoints(
  { access: 'admin', tags: ['admin: changelog'] },
  {
    list: {
      method: 'GET',
      path: '/api/admin/changelog',
      summary: 'Every entry (drafts, scheduled, published), newest version first',
      query: adminListQuery,
      response: adminListResponse,
    },
    get: {
      method: 'GET',
      path: '/api/admin/changelog/:id',
      summary: 'One entry of any status',
      params: idParam,
      response: entryResponse,
    },
    create: {
      method: 'POST',
      path: '/api/admin/changelog',
      summary: 'Create an entry (409 when the version already has one)',
      body: entryBody,
      response: entryResponse,
      status: 201,
    },
    update: {
      method: 'PUT',
      path: '/api/admin/changelog/:id',
      summary: 'Update an entry (409 when the new version already has one)',
      params: idParam,
      body: entryBody,
      response: entryResponse,
    },
    remove: {
      method: 'DELETE',
      path: '/api/admin/changelog/:id',
      summary: 'Delete an entry',
      params: idParam,
      response: successMessage,
    },
    publish: {
      method: 'POST',
      path: '/api/admin/changelog/:id/publish',
      summary: 'Publish now, or at `publishedAt` (a future time schedules it)',
      params: idParam,
      body: publishBody,
      response: entryResponse,
    },
    unpublish: {
      method: 'POST',
      path: '/api/admin/changelog/:id/unpublish',
      summary: 'Back to draft',
      params: idParam,
      body: publishBody,
      response: entryResponse,
    },
  },
);
