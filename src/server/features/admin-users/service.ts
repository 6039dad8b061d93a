/**
 * User management for admins: the list, a user's file, and the four actions (promote, demote,
 * ban, unban). Each action runs through the admin-action runner, so the change and its
 * security-log entry commit together.
 */
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AdminUserRow } from '../../../shared/contracts/admin-users.ts';
import type { SubscriptionView } from '../../../shared/contracts/billing.ts';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { securityLogs, sessions, users } from '../../db/schema.ts';
import type { AdminActionRunner, AdminActor } from '../../http/admin-action.ts';
import { paginationOf } from '../../http/envelope.ts';
import { AppError, orNotFound } from '../../http/errors.ts';
import type { RequestMeta } from '../../http/security-log.ts';
import { currentSubscriptions } from '../billing/current-subscription.ts';
import type { SecurityLogService } from '../security-logs/service.ts';

type UserRecord = typeof users.$inferSelect;

const activeBan = sql<boolean>`(${users.banned} = true and (${users.banExpires} is null or ${users.banExpires} > now()))`;

function toRow(user: UserRecord, subscription: SubscriptionView | null, now = Date.now()): AdminUserRow {
  const banned = user.banned && (!user.banExpires || user.banExpires.getTime() > now);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    image: user.image,
    role: user.role === 'admin' ? 'admin' : 'user',
    banned,
    banReason: banned ? user.banReason : null,
    banExpires: banned ? (user.banExpires?.toISOString() ?? null) : null,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
    // The response schema trims it to the list's summary.
    subscription,
  };
}

export interface AdminUserDeps {
  db: Db;
  runAdminAction: AdminActionRunner;
  securityLogs: SecurityLogService;
}

export function createAdminUserService({ db, runAdminAction, securityLogs: logs }: AdminUserDeps) {
  async function lockUser(tx: Db, userId: string): Promise<UserRecord> {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    return orNotFound(user, 'User');
  }

  async function setRole(actor: AdminActor, meta: RequestMeta, userId: string, newRole: 'user' | 'admin') {
    return runAdminAction({ actor, meta }, async (tx) => {
      if (newRole === 'user' && userId === actor.id)
        throw new AppError('BAD_REQUEST', 'You cannot demote yourself');
      // A demotion first locks every admin row, in one order, so two admins demoting each other
      // at once serialize (no deadlock) and the second sees that only one admin is left.
      const admins =
        newRole === 'user'
          ? await tx
              .select({ id: users.id })
              .from(users)
              .where(eq(users.role, 'admin'))
              .orderBy(asc(users.id))
              .for('update')
          : [];
      const user = await lockUser(tx, userId);
      const previousRole = user.role === 'admin' ? 'admin' : 'user';
      if (newRole === 'user' && previousRole === 'admin' && admins.length <= 1) {
        throw new AppError('BAD_REQUEST', 'The last admin cannot be demoted');
      }
      if (previousRole !== newRole) await tx.update(users).set({ role: newRole }).where(eq(users.id, userId));
      return {
        result: { success: true as const, user: { id: userId, role: newRole } },
        event: {
          eventType: 'user_role_changed',
          severity: 'high',
          userId,
          description: `${actor.email} changed the role of ${user.email} from ${previousRole} to ${newRole}`,
          metadata: { previousRole, newRole, changedBy: actor.id },
        },
      };
    });
  }

  return {
    async list(query: {
      page: number;
      limit: number;
      search?: string | undefined;
      role?: 'user' | 'admin' | undefined;
      status?: 'active' | 'banned' | undefined;
      order: 'asc' | 'desc';
    }) {
      const term = query.search ? containsPattern(query.search) : undefined;
      const where: SQL | undefined = and(
        term ? or(ilike(users.name, term), ilike(users.email, term)) : undefined,
        query.role ? eq(users.role, query.role) : undefined,
        query.status === 'banned' ? activeBan : query.status === 'active' ? sql`not ${activeBan}` : undefined,
      );
      const direction = query.order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(direction(users.createdAt), direction(users.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ value: count() }).from(users).where(where),
      ]);
      const now = Date.now();
      // One batched lookup for the page, not one per user.
      const subscriptionsByUser = await currentSubscriptions(
        db,
        rows.map((row) => row.id),
      );
      return {
        users: rows.map((row) => toRow(row, subscriptionsByUser.get(row.id) ?? null, now)),
        pagination: paginationOf(query.page, query.limit, total?.value ?? 0),
      };
    },

    async details(userId: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      const found = orNotFound(user, 'User');
      const signIns = and(eq(securityLogs.userId, userId), eq(securityLogs.eventType, 'user_login'));
      const [recent, [signInTotal], events, subscription] = await Promise.all([
        db
          .select({
            timestamp: securityLogs.timestamp,
            ipAddress: securityLogs.ipAddress,
            userAgent: securityLogs.userAgent,
          })
          .from(securityLogs)
          .where(signIns)
          .orderBy(desc(securityLogs.timestamp))
          .limit(10),
        db.select({ value: count() }).from(securityLogs).where(signIns),
        logs.recentFor(userId, 20),
        currentSubscriptions(db, [userId]).then((byUser) => byUser.get(userId) ?? null),
      ]);
      return {
        user: toRow(found, subscription),
        subscription,
        activity: {
          lastSignInAt: recent[0]?.timestamp.toISOString() ?? null,
          signInCount: signInTotal?.value ?? 0,
          recentSignIns: recent.map((entry) => ({ ...entry, timestamp: entry.timestamp.toISOString() })),
          posts: [],
          likes: [],
          uploads: [],
        },
        securityEvents: events,
      };
    },

    promote: (actor: AdminActor, meta: RequestMeta, userId: string) => setRole(actor, meta, userId, 'admin'),
    demote: (actor: AdminActor, meta: RequestMeta, userId: string) => setRole(actor, meta, userId, 'user'),

    ban(
      actor: AdminActor,
      meta: RequestMeta,
      input: { userId: string; reason: string; expires?: Date | undefined },
    ) {
      return runAdminAction({ actor, meta }, async (tx) => {
        if (input.userId === actor.id) throw new AppError('BAD_REQUEST', 'You cannot ban yourself');
        const user = await lockUser(tx, input.userId);
        const banExpires = input.expires ?? null;
        await tx
          .update(users)
          .set({ banned: true, banReason: input.reason, banExpires })
          .where(eq(users.id, user.id));
        // Every session ends now: cookie and bearer tokens alike stop working at once.
        const revoked = await tx
          .delete(sessions)
          .where(eq(sessions.userId, user.id))
          .returning({ id: sessions.id });
        return {
          result: {
            success: true as const,
            user: {
              id: user.id,
              banned: true as const,
              banReason: input.reason,
              banExpires: banExpires?.toISOString() ?? null,
            },
          },
          event: {
            eventType: 'user_banned',
            userId: user.id,
            description: `${actor.email} banned ${user.email}${banExpires ? ` until ${banExpires.toISOString()}` : ''}: ${input.reason}`,
            metadata: {
              reason: input.reason,
              expires: banExpires?.toISOString() ?? null,
              bannedBy: actor.id,
              sessionsRevoked: revoked.length,
            },
          },
        };
      });
    },

    unban(actor: AdminActor, meta: RequestMeta, userId: string) {
      return runAdminAction({ actor, meta }, async (tx) => {
        const user = await lockUser(tx, userId);
        await tx
          .update(users)
          .set({ banned: false, banReason: null, banExpires: null })
          .where(eq(users.id, user.id));
        return {
          result: { success: true as const, user: { id: user.id, banned: false as const } },
          event: {
            eventType: 'user_unbanned',
            userId: user.id,
            description: `${actor.email} lifted the ban on ${user.email}`,
            metadata: { previousReason: user.banReason, unbannedBy: actor.id },
          },
        };
      });
    },
  };
}

export type AdminUserService = ReturnType<typeof createAdminUserService>;
