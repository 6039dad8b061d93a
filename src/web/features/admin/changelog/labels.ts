import { ENTRY_STATUSES, ENTRY_TYPES } from '@shared/contracts/changelog';
import { labelIds } from '@/lib/label-ids';

/** A type's name, as a message id (the public changelog has its own words for them). */
export const TYPE_LABELS = labelIds('admin-changelog.type', ENTRY_TYPES);

/** A status as the list's badge says it, as a message id. */
export const STATUS_LABELS = labelIds('admin-changelog.status', ENTRY_STATUSES);
