/**
 * The local provider's clock: the real time plus an offset an admin moves forward
 * (POST /api/admin/billing/clock), kept in the database so that it survives restarts and every
 * instance reads the same time. Every local event is stamped with it.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { localBillingClock } from '../../db/schema.ts';

const CLOCK_ID = 'local';

async function offsetMs(db: Db): Promise<number> {
  const [row] = await db
    .select({ offsetMs: localBillingClock.offsetMs })
    .from(localBillingClock)
    .where(eq(localBillingClock.id, CLOCK_ID));
  return row?.offsetMs ?? 0;
}

/** The local provider's now. */
export async function clockNow(db: Db): Promise<Date> {
  return new Date(Date.now() + (await offsetMs(db)));
}

/**
 * Locks the clock until the transaction ends (one advance at a time, across instances) and
 * returns its offset.
 */
export async function lockClock(tx: Db): Promise<number> {
  await tx.insert(localBillingClock).values({ id: CLOCK_ID, offsetMs: 0 }).onConflictDoNothing();
  const [row] = await tx
    .select({ offsetMs: localBillingClock.offsetMs })
    .from(localBillingClock)
    .where(eq(localBillingClock.id, CLOCK_ID))
    .for('update');
  return row?.offsetMs ?? 0;
}

/** Sets the clock to `to` (it then runs on from there with the real time). */
export async function setClock(tx: Db, to: Date): Promise<void> {
  await tx
    .update(localBillingClock)
    .set({ offsetMs: to.getTime() - Date.now(), updatedAt: new Date() })
    .where(eq(localBillingClock.id, CLOCK_ID));
}
