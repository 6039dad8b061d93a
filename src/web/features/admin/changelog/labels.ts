import type { EntryStatus, EntryType } from '@shared/contracts/changelog';

/** A type's name, as a message id (the public changelog has its own words for them). */
export const TYPE_LABELS = {
  feature: 'admin-changelog.type.feature',
  bugfix: 'admin-changelog.type.bugfix',
  improvement: 'admin-changelog.type.improvement',
  breaking: 'admin-changelog.type.breaking',
} as const satisfies Record<EntryType, string>;

/** A status as the list's badge says it, as a message id. */
export const STATUS_LABELS = {
  draft: 'admin-changelog.status.draft',
  scheduled: 'admin-changelog.status.scheduled',
  published: 'admin-changelog.status.published',
} as const satisfies Record<EntryStatus, string>;
