/** A user's file for the admin: profile, subscription, sign-in activity, content and recent security events. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { orNotFound } from '../../core/errors.ts';
import { blogLikes, blogPosts, securityLogs, uploads, users } from '../../db/schema.ts';
import { currentSubscriptions } from '../billing/index.ts';
import { postSummaryColumns, statusOf } from '../blog/index.ts';
import type { AdminUserDeps } from './deps.ts';
import { toRow } from './user-rows.ts';

/** How many of each of the user's posts, likes and uploads the file lists (newest first). */
export const RECENT_CONTENT_LIMIT = 5;

/** The total of the whole list, beside each of the first rows (one query per list). */
const totalRows = sql<number>`cast(count(*) over () as integer)`;

const listOf = <T extends { total: number }>(rows: T[]) => ({
  total: rows[0]?.total ?? 0,
  items: rows.map(({ total: _total, ...item }) => item),
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function userDetails({ db, securityLogs: logs }: AdminUserDeps, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const found = orNotFound(user, 'User');
  const signIns = and(eq(securityLogs.userId, userId), eq(securityLogs.eventType, 'user_login'));
  const [recent, [signInTotal], events, subscription, posts, likes, files] = await Promise.all([
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
    db
      .select({ ...postSummaryColumns, total: totalRows })
      .from(blogPosts)
      .where(eq(blogPosts.authorId, userId))
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(RECENT_CONTENT_LIMIT),
    db
      .select({
        postId: blogPosts.id,
        title: blogPosts.title,
        slug: blogPosts.slug,
        likedAt: blogLikes.createdAt,
        total: totalRows,
      })
      .from(blogLikes)
      .innerJoin(blogPosts, eq(blogPosts.id, blogLikes.postId))
      .where(eq(blogLikes.userId, userId))
      .orderBy(desc(blogLikes.createdAt), desc(blogLikes.postId))
      .limit(RECENT_CONTENT_LIMIT),
    db
      .select({
        id: uploads.id,
        name: uploads.name,
        type: uploads.type,
        size: uploads.size,
        createdAt: uploads.createdAt,
        total: totalRows,
      })
      .from(uploads)
      .where(eq(uploads.ownerId, userId))
      .orderBy(desc(uploads.createdAt), desc(uploads.id))
      .limit(RECENT_CONTENT_LIMIT),
  ]);
  const now = new Date();
  return {
    user: toRow(found, subscription),
    subscription,
    activity: {
      lastSignInAt: recent[0]?.timestamp.toISOString() ?? null,
      signInCount: signInTotal?.value ?? 0,
      recentSignIns: recent.map((entry) => ({ ...entry, timestamp: entry.timestamp.toISOString() })),
      posts: listOf(
        posts.map(({ published, publishedAt, createdAt, ...post }) => ({
          ...post,
          status: statusOf({ published, publishedAt }, now),
          publishedAt: iso(publishedAt),
          createdAt: createdAt.toISOString(),
        })),
      ),
      likes: listOf(likes.map((like) => ({ ...like, likedAt: like.likedAt.toISOString() }))),
      uploads: listOf(files.map((file) => ({ ...file, createdAt: file.createdAt.toISOString() }))),
    },
    securityEvents: events,
  };
}
