/**
 * The waitlist: public sign-up, the admin's list and actions, and the auto-invite rule.
 * Invitations e-mail a sign-up link; an invited (or pending) address that signs up becomes
 * `joined` on its own.
 */
import type { Readable } from 'node:stream';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { type WaitlistEntry, waitlistEntries, waitlistSettings } from '../../db/schema.ts';
import type { AdminActionRunner, AdminActor } from '../../http/admin-action.ts';
import { csvStream, keysetBatches } from '../../http/csv.ts';
import { paginationOf } from '../../http/envelope.ts';
import { AppError, orNotFound } from '../../http/errors.ts';
import { type RequestMeta, type SecurityLog, systemMeta } from '../../http/security-log.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { EntryFilters, WaitlistStatus } from './schemas.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const toEntry = (row: WaitlistEntry) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  status: row.status as WaitlistStatus,
  metadata: row.metadata,
  createdAt: row.createdAt.toISOString(),
  invitedAt: row.invitedAt?.toISOString() ?? null,
  joinedAt: row.joinedAt?.toISOString() ?? null,
});

function filtersToWhere(filters: EntryFilters): SQL | undefined {
  const term = filters.search ? containsPattern(filters.search) : undefined;
  return and(
    filters.status ? eq(waitlistEntries.status, filters.status) : undefined,
    term ? or(ilike(waitlistEntries.email, term), ilike(waitlistEntries.name, term)) : undefined,
  );
}

export interface WaitlistDeps {
  db: Db;
  mailer: Mailer;
  runAdminAction: AdminActionRunner;
  securityLog: SecurityLog;
  baseUrl: string;
  now?: () => Date;
}

export function createWaitlistService(deps: WaitlistDeps) {
  const { db, mailer, runAdminAction, baseUrl } = deps;
  const now = deps.now ?? (() => new Date());

  async function settingsRow(tx: Db = db) {
    const [row] = await tx.select().from(waitlistSettings).where(eq(waitlistSettings.id, 1));
    return orNotFound(row, 'Waitlist settings');
  }

  const toAdminSettings = (row: typeof waitlistSettings.$inferSelect) => ({
    enabled: row.enabled,
    title: row.title,
    description: row.description,
    successMessage: row.successMessage,
    autoInvite: {
      mode: row.autoInviteMode as 'off' | 'oldest_daily' | 'before_date',
      count: row.autoInviteCount,
      before: row.autoInviteBefore?.toISOString() ?? null,
    },
    lastAutoInviteAt: row.lastAutoInviteAt?.toISOString() ?? null,
  });

  /** Marks the given pending entries invited (atomically: each at most once) and e-mails them. */
  async function inviteWhere(tx: Db, where: SQL, limit?: number) {
    const candidates = tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.status, 'pending'), where))
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
      .limit(limit ?? 100_000)
      .for('update', { skipLocked: true });
    return tx
      .update(waitlistEntries)
      .set({ status: 'invited', invitedAt: now() })
      .where(inArray(waitlistEntries.id, candidates))
      .returning();
  }

  async function sendInvitations(entries: WaitlistEntry[]) {
    for (const invited of entries) {
      const url = `${baseUrl}/sign-up?email=${encodeURIComponent(invited.email)}`;
      await mailer.sendTemplate('waitlist_invitation', invited.email, { name: invited.name, url });
    }
  }

  return {
    async publicSettings() {
      const row = await settingsRow();
      return {
        settings: {
          enabled: row.enabled,
          title: row.title,
          description: row.description,
          successMessage: row.successMessage,
        },
      };
    },

    async join(input: { email: string; name: string }) {
      const settings = await settingsRow();
      if (!settings.enabled) throw new AppError('FORBIDDEN', 'The waitlist is closed at the moment');
      const [created] = await db.insert(waitlistEntries).values(input).onConflictDoNothing().returning();
      const pick = (row: WaitlistEntry) => ({
        id: row.id,
        email: row.email,
        name: row.name,
        status: row.status as WaitlistStatus,
      });
      if (created) return { created: true, body: { entry: pick(created), message: settings.successMessage } };
      const [existing] = await db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.email, input.email));
      const found = orNotFound(existing, 'Waitlist entry');
      return { created: false, body: { entry: pick(found), message: "You're already on the waitlist." } };
    },

    async list(query: EntryFilters & { page: number; limit: number }) {
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
      for (const { status, value } of byStatus)
        if (status in counts) counts[status as WaitlistStatus] = value;
      return {
        entries: rows.map(toEntry),
        pagination: paginationOf(query.page, query.limit, total?.value ?? 0),
        counts,
      };
    },

    async getSettings() {
      return { settings: toAdminSettings(await settingsRow()) };
    },

    updateSettings(
      actor: AdminActor,
      meta: RequestMeta,
      changes: Partial<ReturnType<typeof toAdminSettings>> & {
        autoInvite?: { mode: string; count: number; before: string | null };
      },
    ) {
      return runAdminAction({ actor, meta }, async (tx) => {
        const before = toAdminSettings(await settingsRow(tx));
        const [row] = await tx
          .update(waitlistSettings)
          .set({
            ...(changes.enabled !== undefined ? { enabled: changes.enabled } : {}),
            ...(changes.title !== undefined ? { title: changes.title } : {}),
            ...(changes.description !== undefined ? { description: changes.description } : {}),
            ...(changes.successMessage !== undefined ? { successMessage: changes.successMessage } : {}),
            ...(changes.autoInvite
              ? {
                  autoInviteMode: changes.autoInvite.mode,
                  autoInviteCount: changes.autoInvite.count,
                  autoInviteBefore: changes.autoInvite.before ? new Date(changes.autoInvite.before) : null,
                }
              : {}),
            updatedAt: now(),
          })
          .where(eq(waitlistSettings.id, 1))
          .returning();
        const after = toAdminSettings(row!);
        return {
          result: { settings: after },
          event: {
            eventType: 'config_changed',
            description: `${actor.email} changed the waitlist settings`,
            metadata: { area: 'waitlist', before, after },
          },
        };
      });
    },

    async invite(actor: AdminActor, meta: RequestMeta, ids: number[]) {
      const invited = await runAdminAction({ actor, meta }, async (tx) => {
        const rows = await inviteWhere(tx, inArray(waitlistEntries.id, ids));
        return {
          result: rows,
          event: {
            eventType: 'waitlist_invited',
            description: `${actor.email} invited ${rows.length} waitlist ${rows.length === 1 ? 'entry' : 'entries'}`,
            metadata: { requested: ids.length, invitedIds: rows.map((row) => row.id) },
          },
        };
      });
      await sendInvitations(invited);
      return { invited: invited.length, entries: invited.map(toEntry) };
    },

    markJoined(actor: AdminActor, meta: RequestMeta, id: number) {
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
    },

    remove(actor: AdminActor, meta: RequestMeta, id: number) {
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
    },

    /** Called after every sign-up: the address's waitlist entry, if any, has joined. */
    async markJoinedByEmail(email: string) {
      await db
        .update(waitlistEntries)
        .set({ status: 'joined', joinedAt: now() })
        .where(and(eq(waitlistEntries.email, email), ne(waitlistEntries.status, 'joined')));
    },

    /**
     * Applies the auto-invite rule. Unforced (the hourly timer), it runs at most once a day across
     * every instance: the instance that moves `lastAutoInviteAt` forward does the inviting.
     */
    async runAutoInvite(options: { force: boolean; actor?: AdminActor; meta?: RequestMeta }) {
      const current = now();
      const invited = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const claim = await tx
          .update(waitlistSettings)
          .set({ lastAutoInviteAt: current })
          .where(
            and(
              eq(waitlistSettings.id, 1),
              ne(waitlistSettings.autoInviteMode, 'off'),
              options.force
                ? undefined
                : or(
                    isNull(waitlistSettings.lastAutoInviteAt),
                    lte(waitlistSettings.lastAutoInviteAt, new Date(current.getTime() - DAY_MS + 60_000)),
                  ),
            ),
          )
          .returning();
        const rule = claim[0];
        if (!rule) return [];
        const rows =
          rule.autoInviteMode === 'oldest_daily'
            ? await inviteWhere(tx, sql`true`, rule.autoInviteCount)
            : rule.autoInviteBefore
              ? await inviteWhere(tx, lt(waitlistEntries.createdAt, rule.autoInviteBefore))
              : [];
        await deps.securityLog.write(
          {
            eventType: 'waitlist_invited',
            description: `Auto-invite (${rule.autoInviteMode}) invited ${rows.length} waitlist ${rows.length === 1 ? 'entry' : 'entries'}`,
            actorId: options.actor?.id ?? null,
            metadata: {
              rule: rule.autoInviteMode,
              invitedIds: rows.map((row) => row.id),
              forced: options.force,
            },
            meta: options.meta ?? systemMeta,
          },
          tx,
        );
        return rows;
      });
      await sendInvitations(invited);
      return { invited: invited.length };
    },

    exportCsv(filters: EntryFilters): Readable {
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
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
