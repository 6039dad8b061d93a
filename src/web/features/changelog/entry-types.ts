/**
 * The changelog's entry types as the web app lists them (filters, the editor's select). Written
 * out rather than imported from the contract: the public changelog page would otherwise download
 * its schemas. `satisfies` checks that every type of the contract is there.
 */
import type { EntryType } from '@shared/contracts/changelog';

const everyType = { feature: true, bugfix: true, improvement: true, breaking: true } satisfies Record<
  EntryType,
  true
>;

/** Every type, in the order filters and forms list them. */
export const CHANGELOG_TYPES = Object.keys(everyType) as EntryType[];

/** The feed a reader subscribes to (a link a person follows, not an API call). */
export const CHANGELOG_RSS_URL = '/changelog/rss.xml';
