/** The admin's user list: search by name or e-mail, filter by role and ban status, newest first. */
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { userListQuery } from '../../../shared/contracts/admin-users.ts';
import { containsPattern } from '../../db/like.ts';
import { users } from '../../db/schema.ts';
import { paginationOf } from '../../http/envelope.ts';
import { currentSubscriptions } from '../billing/current-subscription.ts';
import type { AdminUserDeps } from './deps.ts';
import { activeBan, toRow } from './user-rows.ts';

export type UserListQuery = z.output<typeof userListQuery>;

export async function listUsers({ db }: Pick<AdminUserDeps, 'db'>, query: UserListQuery) {
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
}
