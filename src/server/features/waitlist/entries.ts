/** The admin's waitlist: the list with counts, the CSV export, marking joined and removing. */
import type { Readable } from 'node:stream';
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import { paginationOf } from '../../../shared/contracts/pagination.ts';
import type { EntryFilters, WaitlistStatus } from '../../../shared/contracts/waitlist.ts';
import type { AdminActor } from '../../core/admin-action.ts';
import { csvStream, keysetBatches } from '../../core/csv-rows.ts';
import { orNotFound } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import { waitlistEntries } from '../../db/schema.ts';
import type { WaitlistDeps } from './deps.ts';
import { filtersToWhere, toEntry } from './entry-rows.ts';

export async function listEntries(
  { db }: WaitlistDeps,
  query: EntryFilters & { page: number; limit: number },
) {
  const where = filtersToWhere(query);
  const [rows, [total], byStatus] = await Promise.all([
    db
      .select()
      .from(waitlistEntries)
      .where(where)
      .orderBy(desc(waitlistEntries.createdAt), desc(waitlistEntries.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(waitlistEntries).where(where),
    db
      .select({ status: waitlistEntries.status, value: count() })
      .from(waitlistEntries)
      .groupBy(waitlistEntries.status),
  ]);
  const counts = { pending: 0, invited: 0, joined: 0 };
  for (const { status, value } of byStatus) if (status in counts) counts[status as WaitlistStatus] = value;
  return {
    entries: rows.map(toEntry),
    pagination: paginationOf(query.page, query.limit, total?.value ?? 0),
    counts,
  };
}

export function exportEntriesCsv({ db }: WaitlistDeps, filters: EntryFilters): Promise<Readable> {
  const where = filtersToWhere(filters);
  const BATCH = 1000;
  const rows = keysetBatches(
    (cursor: number | undefined) =>
      db
        .select()
        .from(waitlistEntries)
        .where(and(where, cursor === undefined ? undefined : lt(waitlistEntries.id, cursor)))
        .orderBy(desc(waitlistEntries.id))
        .limit(BATCH),
    (row) => row.id,
    BATCH,
  );
  async function* csvRows() {
    for await (const row of rows) yield { ...toEntry(row), metadata: JSON.stringify(row.metadata) };
  }
  return csvStream(csvRows(), [
    'id',
    'email',
    'name',
    'status',
    'createdAt',
    'invitedAt',
    'joinedAt',
    'metadata',
  ]);
}

export function markEntryJoined(
  { runAdminAction }: WaitlistDeps,
  actor: AdminActor,
  meta: RequestMeta,
  id: number,
) {
  return runAdminAction({ actor, meta }, async (tx) => {
    const [row] = await tx
      .update(waitlistEntries)
      .set({ status: 'joined', joinedAt: sql`coalesce(${waitlistEntries.joinedAt}, now())` })
      .where(eq(waitlistEntries.id, id))
      .returning();
    const updated = orNotFound(row, 'Waitlist entry');
    return {
      result: { entry: toEntry(updated) },
      event: {
        eventType: 'waitlist_entry_updated',
        description: `${actor.email} marked ${updated.email} as joined`,
        metadata: { entryId: id, status: 'joined' },
      },
    };
  });
}

export function removeEntry(
  { runAdminAction }: WaitlistDeps,
  actor: AdminActor,
  meta: RequestMeta,
  id: number,
) {
  return runAdminAction({ actor, meta }, async (tx) => {
    const [row] = await tx.delete(waitlistEntries).where(eq(waitlistEntries.id, id)).returning();
    const removed = orNotFound(row, 'Waitlist entry');
    return {
      result: { success: true as const, message: 'Entry removed from the waitlist' },
      event: {
        eventType: 'waitlist_entry_deleted',
        description: `${actor.email} removed ${removed.email} from the waitlist`,
        metadata: { entryId: id, email: removed.email },
      },
    };
  });
}
