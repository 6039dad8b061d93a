/**
 * The dashboard's plan distribution: customers per plan right now, users and organizations counted
 * apart (an organization's subscription is the organization's, not its buyer's). A paid plan
 * counts the live subscriptions' holders; Free counts everyone without a live paid one.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface PlanCustomers {
  plan: string;
  slug: string;
  /** users + organizations */
  count: number;
  users: number;
  organizations: number;
}

interface Row {
  name: string;
  slug: string;
  price: string | number;
  users: string | number;
  organizations: string | number;
  total_organizations: string | number;
}

/**
 * One query; the answer takes the number of users the dashboard already counted (its other
 * figures and this one then agree).
 */
export async function planCustomers(db: Db): Promise<(totalUsers: number) => PlanCustomers[]> {
  const { rows } = (await db.execute(sql`select p.name, p.slug, p.price_monthly as price,
      count(distinct s.user_id) filter (where s.organization_id is null) as users,
      count(distinct s.organization_id) as organizations,
      (select count(*) from organization) as total_organizations
    from subscription_plan p
    left join subscription s on s.plan_id = p.id and s.status in ('active', 'trialing', 'past_due')
    group by p.id order by p.sort_order, p.id`)) as unknown as { rows: Row[] };
  const paid = rows.filter((row) => Number(row.price) > 0);
  const payingUsers = paid.reduce((sum, row) => sum + Number(row.users), 0);
  const payingOrganizations = paid.reduce((sum, row) => sum + Number(row.organizations), 0);
  const totalOrganizations = Number(rows[0]?.total_organizations ?? 0);
  return (totalUsers) =>
    rows.map((row) => {
      const free = Number(row.price) <= 0;
      const users = Number(row.users) + (free ? Math.max(totalUsers - payingUsers, 0) : 0);
      const organizations =
        Number(row.organizations) + (free ? Math.max(totalOrganizations - payingOrganizations, 0) : 0);
      return { plan: row.name, slug: row.slug, count: users + organizations, users, organizations };
    });
}
