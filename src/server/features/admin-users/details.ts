/** A user's file for the admin: profile, subscription, sign-in activity and recent security events. */
import { and, count, desc, eq } from 'drizzle-orm';
import { securityLogs, users } from '../../db/schema.ts';
import { orNotFound } from '../../http/errors.ts';
import { currentSubscriptions } from '../billing/current-subscription.ts';
import type { AdminUserDeps } from './deps.ts';
import { toRow } from './user-rows.ts';

export async function userDetails({ db, securityLogs: logs }: AdminUserDeps, userId: string) {
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
}
