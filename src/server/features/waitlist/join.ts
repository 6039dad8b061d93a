/** Joining the waitlist, and an address that signs up becoming `joined` on its own. */
import { and, eq, ne } from 'drizzle-orm';
import type { WaitlistStatus } from '../../../shared/contracts/waitlist.ts';
import { AppError, orNotFound } from '../../core/errors.ts';
import { type WaitlistEntry, waitlistEntries } from '../../db/schema.ts';
import { nowOf, type WaitlistDeps } from './deps.ts';
import { settingsRow } from './settings.ts';

const publicEntry = (row: WaitlistEntry) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  status: row.status as WaitlistStatus,
});

/** `created` false: the address was already on the list (its entry is answered, unchanged). */
export async function joinWaitlist({ db }: WaitlistDeps, input: { email: string; name: string }) {
  const settings = await settingsRow(db);
  if (!settings.enabled)
    throw new AppError('FORBIDDEN', 'The waitlist is closed at the moment', { apiCode: 'waitlist_closed' });
  const [created] = await db.insert(waitlistEntries).values(input).onConflictDoNothing().returning();
  if (created)
    return { created: true, body: { entry: publicEntry(created), message: settings.successMessage } };
  const [existing] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.email, input.email));
  const found = orNotFound(existing, 'Waitlist entry');
  return { created: false, body: { entry: publicEntry(found), message: "You're already on the waitlist." } };
}

/** Called after every sign-up: the address's waitlist entry, if any, has joined. */
export async function markJoinedByEmail(deps: WaitlistDeps, email: string) {
  await deps.db
    .update(waitlistEntries)
    .set({ status: 'joined', joinedAt: nowOf(deps) })
    .where(and(eq(waitlistEntries.email, email), ne(waitlistEntries.status, 'joined')));
}
