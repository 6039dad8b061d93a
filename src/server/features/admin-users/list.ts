/** The admin's user list: search by name or e-mail, filter by role and ban status, newest first. */
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { userListQuery } from '../../../shared/contracts/admin-users.ts';
import { paginationOf } from '../../../shared/contracts/pagination.ts';
import { containsPattern } from '../../db/like.ts';
import { users } from '../../db/schema.ts';
import { currentSubscriptionColumn, toSubscriptionView } from '../billing/index.ts';
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
  const order = query.order === 'asc' ? 'asc' : 'desc';
  const offset = (query.page - 1) * query.limit;
  // The unfiltered list (the page an admin opens) is prepared once per database and order: no
  // query building, and PostgreSQL plans it once per connection.
  const rows = where
    ? await pageQuery(db, where, order).limit(query.limit).offset(offset)
    : await unfilteredPage(db, order).execute({ limit: query.limit, offset });
  // A page past the end has no row to carry the total: only then is it counted on its own.
  const total = rows[0]?.total ?? (query.page > 1 ? await countUsers(db, where) : 0);
  const now = Date.now();
  return {
    users: rows.map((row) => toRow(row.user, toSubscriptionView(row.subscription), now)),
    pagination: paginationOf(query.page, query.limit, total),
  };
}

type Db = AdminUserDeps['db'];
type Order = 'asc' | 'desc';

/** One round trip: the page, each row's current subscription and the total (a window count). */
function pageQuery(db: Db, where: SQL | undefined, order: Order) {
  const direction = order === 'asc' ? asc : desc;
  return db
    .select({
      user: users,
      subscription: currentSubscriptionColumn(users.id),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(users)
    .where(where)
    .orderBy(direction(users.createdAt), direction(users.id));
}

const prepared = new WeakMap<Db, Map<Order, ReturnType<typeof prepareUnfiltered>>>();

function prepareUnfiltered(db: Db, order: Order) {
  return pageQuery(db, undefined, order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`admin_users_page_${order}`);
}

function unfilteredPage(db: Db, order: Order) {
  let byOrder = prepared.get(db);
  if (!byOrder) {
    byOrder = new Map();
    prepared.set(db, byOrder);
  }
  let statement = byOrder.get(order);
  if (!statement) {
    statement = prepareUnfiltered(db, order);
    byOrder.set(order, statement);
  }
  return statement;
}

async function countUsers(db: Db, where: SQL | undefined): Promise<number> {
  const [total] = await db.select({ value: count() }).from(users).where(where);
  return total?.value ?? 0;
}
