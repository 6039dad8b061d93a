/** Newsletter sign-ups: the public form (and popups), and the admin's list and CSV export. */
import type { Readable } from 'node:stream';
import { and, desc, eq, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type {
  NewsletterBody,
  SubscriberFilters,
  SubscriberListQuery,
} from '../../../shared/contracts/marketing.ts';
import { paginationOf } from '../../../shared/contracts/pagination.ts';
import { csvStream, keysetBatches } from '../../core/csv-rows.ts';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { marketingPopups, newsletterSubscribers } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { MarketingDeps } from './deps.ts';

/**
 * Adds an address to the newsletter. The same address again changes nothing and gets the same
 * answer (no way to probe who subscribed); a first sign-up from a popup counts its conversion in
 * the same transaction.
 */
export function subscribeToNewsletter({ db }: MarketingDeps, body: NewsletterBody) {
  return inTransaction(db, async (tx) => {
    if (body.popupId !== undefined) {
      const [popup] = await tx
        .select({ id: marketingPopups.id })
        .from(marketingPopups)
        .where(eq(marketingPopups.id, body.popupId));
      if (!popup)
        throw new AppError('BAD_REQUEST', 'Unknown popup', {
          details: [{ path: 'popupId', message: 'No popup has this id' }],
        });
    }
    const inserted = await tx
      .insert(newsletterSubscribers)
      .values({ email: body.email, popupId: body.popupId ?? null })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id });
    if (inserted.length && body.popupId !== undefined) {
      await tx
        .update(marketingPopups)
        .set({
          conversions: sql`${marketingPopups.conversions} + 1`,
          updatedAt: sql`${marketingPopups.updatedAt}`,
        })
        .where(eq(marketingPopups.id, body.popupId));
    }
    return { success: true as const, message: 'Thanks! You are subscribed to our newsletter.' };
  });
}

const subscriberWhere = (filters: SubscriberFilters): SQL | undefined =>
  filters.search ? ilike(newsletterSubscribers.email, containsPattern(filters.search)) : undefined;

/** Subscribers with the name of the popup they signed up from (if any). */
const selectSubscribers = (db: Db) =>
  db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      popupId: newsletterSubscribers.popupId,
      popupName: marketingPopups.name,
      createdAt: newsletterSubscribers.createdAt,
    })
    .from(newsletterSubscribers)
    .leftJoin(marketingPopups, eq(marketingPopups.id, newsletterSubscribers.popupId));

/** Newest first. */
export async function listSubscribers({ db }: MarketingDeps, query: SubscriberListQuery) {
  const where = subscriberWhere(query);
  const [rows, [counted]] = await Promise.all([
    selectSubscribers(db)
      .where(where)
      .orderBy(desc(newsletterSubscribers.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(newsletterSubscribers).where(where),
  ]);
  return {
    subscribers: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    pagination: paginationOf(query.page, query.limit, Number(counted?.total ?? 0)),
  };
}

const EXPORT_BATCH = 1000;

/** The (filtered) subscribers as CSV, read in keyset batches so memory stays flat. */
export function exportSubscribersCsv({ db }: MarketingDeps, filters: SubscriberFilters): Promise<Readable> {
  const where = subscriberWhere(filters);
  const rows = keysetBatches(
    (cursor: number | undefined) =>
      selectSubscribers(db)
        .where(and(where, cursor === undefined ? undefined : lt(newsletterSubscribers.id, cursor)))
        .orderBy(desc(newsletterSubscribers.id))
        .limit(EXPORT_BATCH),
    (row) => row.id,
    EXPORT_BATCH,
  );
  return csvStream(rows, ['id', 'createdAt', 'email', 'popupId', 'popupName']);
}
