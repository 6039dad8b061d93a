/** The changelog's API: the public entries, and the admin's list and writes. */
import type {
  adminListQuery,
  adminListResponse,
  entryBody,
  entrySchema,
  publicListQuery,
  publicListResponse,
} from '@shared/contracts/changelog';
import type { successMessage } from '@shared/contracts/common';
import type { z } from 'zod';
import { request } from '../api';

export { VERSION_PATTERN } from '@shared/contracts/changelog-version';

export type ChangelogEntry = z.output<typeof entrySchema>;
export type PublicChangelogEntry = z.output<typeof publicListResponse>['entries'][number];
export type ChangelogType = ChangelogEntry['type'];
export type ChangelogStatus = ChangelogEntry['status'];
export type ChangelogBody = z.input<typeof entryBody>;

export const CHANGELOG_TYPE_LABELS: Record<ChangelogType, string> = {
  feature: 'Feature',
  bugfix: 'Bug fix',
  improvement: 'Improvement',
  breaking: 'Breaking',
};

/** Every type, in the order filters and forms list them (the labels' keys are checked against the contract). */
export const CHANGELOG_TYPES = Object.keys(CHANGELOG_TYPE_LABELS) as ChangelogType[];

export const CHANGELOG_RSS_URL = '/changelog/rss.xml';

type One = { entry: ChangelogEntry };

export const changelogApi = {
  list: (query: Partial<z.output<typeof publicListQuery>>) =>
    request<z.output<typeof publicListResponse>>('GET', '/api/changelog', undefined, { ...query }),
  admin: {
    list: (query: Partial<z.output<typeof adminListQuery>>) =>
      request<z.output<typeof adminListResponse>>('GET', '/api/admin/changelog', undefined, { ...query }),
    get: (id: number) => request<One>('GET', `/api/admin/changelog/${id}`),
    create: (body: ChangelogBody) => request<One>('POST', '/api/admin/changelog', body),
    update: (id: number, body: ChangelogBody) => request<One>('PUT', `/api/admin/changelog/${id}`, body),
    remove: (id: number) => request<z.output<typeof successMessage>>('DELETE', `/api/admin/changelog/${id}`),
    publish: (id: number, publishedAt?: string) =>
      request<One>('POST', `/api/admin/changelog/${id}/publish`, publishedAt ? { publishedAt } : {}),
    unpublish: (id: number) => request<One>('POST', `/api/admin/changelog/${id}/unpublish`),
  },
};
