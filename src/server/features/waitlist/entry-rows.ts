/** A waitlist row as the API shows it, and the admin list's filters as SQL. */
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { EntryFilters, WaitlistStatus } from '../../../shared/contracts/waitlist.ts';
import { containsPattern } from '../../db/like.ts';
import { type WaitlistEntry, waitlistEntries } from '../../db/schema.ts';

export const toEntry = (row: WaitlistEntry) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  status: row.status as WaitlistStatus,
  metadata: row.metadata,
  createdAt: row.createdAt.toISOString(),
  invitedAt: row.invitedAt?.toISOString() ?? null,
  joinedAt: row.joinedAt?.toISOString() ?? null,
});

export function filtersToWhere(filters: EntryFilters): SQL | undefined {
  const term = filters.search ? containsPattern(filters.search) : undefined;
  return and(
    filters.status ? eq(waitlistEntries.status, filters.status) : undefined,
    term ? or(ilike(waitlistEntries.email, term), ilike(waitlistEntries.name, term)) : undefined,
  );
}
