/**
 * Invitations: the admin's bulk invite and the auto-invite rule. An invitation marks a pending
 * entry invited (each at most once, even with two instances at it) and e-mails a sign-up link.
 */
import { and, asc, count, eq, inArray, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { EntryFilters } from '../../../shared/contracts/waitlist.ts';
import type { AdminActor, AdminEvent } from '../../core/admin-action.ts';
import { type RequestMeta, systemMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { type WaitlistEntry, waitlistEntries, waitlistSettings } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { nowOf, type WaitlistDeps } from './deps.ts';
import { filtersToWhere, toEntry } from './entry-rows.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const entries = (n: number) => `${n} waitlist ${n === 1 ? 'entry' : 'entries'}`;

/** Marks the pending entries matching `where` invited, oldest first, skipping rows another holds. */
function inviteWhere(deps: WaitlistDeps, tx: Db, where: SQL, limit?: number) {
  const candidates = tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'pending'), where))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(limit ?? 100_000)
    .for('update', { skipLocked: true });
  return tx
    .update(waitlistEntries)
    .set({ status: 'invited', invitedAt: nowOf(deps) })
    .where(inArray(waitlistEntries.id, candidates))
    .returning();
}

/** The invitation e-mails, queued together: their recipients' languages and the template read once. */
async function sendInvitations({ mailer, baseUrl }: WaitlistDeps, invited: WaitlistEntry[]) {
  await mailer.sendTemplateToMany(
    'waitlist_invitation',
    invited.map((entry) => ({
      to: entry.email,
      values: { name: entry.name, url: `${baseUrl}/sign-up?email=${encodeURIComponent(entry.email)}` },
    })),
  );
}

/**
 * Like sendInvitations, but e-mails that cannot be queued are counted, not thrown: the entries
 * are invited already. Queued a batch at a time, so a failure costs at most that batch.
 */
async function sendInvitationsCounting(deps: WaitlistDeps, invited: WaitlistEntry[]): Promise<number> {
  let failed = 0;
  for (let start = 0; start < invited.length; start += INVITE_BATCH) {
    const batch = invited.slice(start, start + INVITE_BATCH);
    try {
      await sendInvitations(deps, batch);
    } catch (error) {
      deps.log.warn({ err: error, entries: batch.length }, 'waitlist invitations could not be queued');
      failed += batch.length;
    }
  }
  return failed;
}

/** Invites per statement: thousands of matching entries are invited in batches of this many. */
export const INVITE_BATCH = 500;

/**
 * "Invite all matching": every pending entry that the list's filter matches (not only a page),
 * in batches, in one admin action with one security-log entry carrying the counts. Entries
 * already invited or joined are skipped; invitation e-mails that cannot be queued are counted.
 */
export async function inviteMatching(
  deps: WaitlistDeps,
  actor: AdminActor,
  meta: RequestMeta,
  filters: EntryFilters,
) {
  const where = filtersToWhere(filters) ?? sql`true`;
  const { matched, invited } = await deps.runAdminAction({ actor, meta }, async (tx) => {
    const [total] = await tx.select({ value: count() }).from(waitlistEntries).where(where);
    const rows: WaitlistEntry[] = [];
    for (;;) {
      const batch = await inviteWhere(deps, tx, where, INVITE_BATCH);
      rows.push(...batch);
      if (batch.length < INVITE_BATCH) break;
    }
    const matched = total?.value ?? 0;
    return {
      result: { matched, invited: rows },
      event: {
        eventType: 'waitlist_invited',
        description: `${actor.email} invited ${entries(rows.length)} matching the filter (${matched - rows.length} skipped)`,
        metadata: { filters, matched, invited: rows.length, skipped: matched - rows.length },
      },
    };
  });
  const failed = await sendInvitationsCounting(deps, invited);
  return { matched, invited: invited.length, skipped: matched - invited.length, failed };
}

export async function inviteEntries(deps: WaitlistDeps, actor: AdminActor, meta: RequestMeta, ids: number[]) {
  const invited = await deps.runAdminAction({ actor, meta }, async (tx) => {
    const rows = await inviteWhere(deps, tx, inArray(waitlistEntries.id, ids));
    return {
      result: rows,
      event: {
        eventType: 'waitlist_invited',
        description: `${actor.email} invited ${entries(rows.length)}`,
        metadata: { requested: ids.length, invitedIds: rows.map((row) => row.id) },
      },
    };
  });
  await sendInvitations(deps, invited);
  return { invited: invited.length, entries: invited.map(toEntry) };
}

/**
 * Claims the rule and invites by it. Unforced (the hourly timer), the claim succeeds at most once
 * a day across every instance: the instance that moves `lastAutoInviteAt` forward does the inviting.
 */
async function applyRule(deps: WaitlistDeps, tx: Db, force: boolean) {
  const current = nowOf(deps);
  const [rule] = await tx
    .update(waitlistSettings)
    .set({ lastAutoInviteAt: current })
    .where(
      and(
        eq(waitlistSettings.id, 1),
        ne(waitlistSettings.autoInviteMode, 'off'),
        force
          ? undefined
          : or(
              isNull(waitlistSettings.lastAutoInviteAt),
              lte(waitlistSettings.lastAutoInviteAt, new Date(current.getTime() - DAY_MS + 60_000)),
            ),
      ),
    )
    .returning();
  if (!rule) return { mode: null, rows: [] };
  const rows =
    rule.autoInviteMode === 'oldest_daily'
      ? await inviteWhere(deps, tx, sql`true`, rule.autoInviteCount)
      : rule.autoInviteBefore
        ? await inviteWhere(deps, tx, lt(waitlistEntries.createdAt, rule.autoInviteBefore))
        : [];
  return { mode: rule.autoInviteMode, rows };
}

const autoInviteEvent = (
  mode: string,
  rows: WaitlistEntry[],
  forced: boolean,
  by = 'Auto-invite',
): AdminEvent => ({
  eventType: 'waitlist_invited',
  description: `${by} (${mode}) invited ${entries(rows.length)}`,
  metadata: { rule: mode, invitedIds: rows.map((row) => row.id), forced },
});

/** The hourly timer: acts at most once a day, logged as the system. */
export async function runScheduledAutoInvite(deps: WaitlistDeps) {
  const invited = await inTransaction(deps.db, async (tx) => {
    const { mode, rows } = await applyRule(deps, tx, false);
    if (mode) await deps.securityLog.write({ ...autoInviteEvent(mode, rows, false), meta: systemMeta }, tx);
    return rows;
  });
  await sendInvitations(deps, invited);
  return { invited: invited.length };
}

/** An admin's "run it now": applies the rule whatever the day, logged as that admin's action. */
export async function runAutoInviteNow(deps: WaitlistDeps, actor: AdminActor, meta: RequestMeta) {
  const invited = await deps.runAdminAction({ actor, meta }, async (tx) => {
    const { mode, rows } = await applyRule(deps, tx, true);
    return {
      result: rows,
      event: autoInviteEvent(mode ?? 'off', rows, true, `Auto-invite run by ${actor.email}`),
    };
  });
  await sendInvitations(deps, invited);
  return { invited: invited.length };
}
