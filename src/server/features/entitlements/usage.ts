/**
 * What a customer has used of each limit and meter, for GET /api/entitlements and the admin's
 * customer pages: one query of counts, whatever the number of limits and meters.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { EntitlementsView } from '../../../shared/contracts/entitlements.ts';
import { API_REQUESTS_METER, type LimitKey } from '../../../shared/contracts/plan-entitlements.ts';
import { BYTES_PER_MB } from '../../../shared/storage-size.ts';
import type { Db } from '../../db/client.ts';
import {
  organizationInvitations,
  organizationMembers,
  projects,
  uploads,
  usageEvents,
} from '../../db/schema.ts';
import { customerKey } from './customer.ts';
import type { Entitlements } from './entitlements.ts';
import { overageAmount } from './usage-charges.ts';

/** The meters a customer sees: every priced one, and API requests. */
const metersOf = (entitlements: Entitlements) => [
  ...new Set([API_REQUESTS_METER, ...entitlements.usagePricing.map((price) => price.meter)]),
];

export async function usageView(db: Db, entitlements: Entitlements, now: Date): Promise<EntitlementsView> {
  const { customer, period } = entitlements;
  const key = customerKey(customer);
  const meters = metersOf(entitlements);
  const none = sql`null::bigint`;
  const counts: Record<string, SQL> = {
    projects: sql`(select count(*) from ${projects} where customer_key = ${key})`,
    teamMembers:
      customer.kind === 'organization'
        ? sql`((select count(*) from ${organizationMembers} where organization_id = ${customer.id})
            + (select count(*) from ${organizationInvitations} where organization_id = ${customer.id}
               and status = 'pending' and expires_at > ${now.toISOString()}))`
        : none,
    storageBytes:
      customer.kind === 'user'
        ? sql`(select coalesce(sum(size), 0) from ${uploads} where owner_id = ${customer.id})`
        : none,
  };
  meters.forEach((meter, index) => {
    counts[`meter${index}`] = sql`(select coalesce(sum(quantity), 0) from ${usageEvents}
      where customer_key = ${key} and meter = ${meter}
      and recorded_at >= ${period.start.toISOString()} and recorded_at < ${period.end.toISOString()})`;
  });
  const result = await db.execute(
    sql`select ${sql.join(
      Object.entries(counts).map(([name, count]) => sql`${count} as ${sql.identifier(name)}`),
      sql`, `,
    )}`,
  );
  const row = (result as unknown as { rows: Array<Record<string, string | number | null>> }).rows[0]!;
  const numberOf = (name: string) =>
    row[name] === null || row[name] === undefined ? null : Number(row[name]);

  const meterUse = Object.fromEntries(meters.map((meter, index) => [meter, numberOf(`meter${index}`) ?? 0]));
  const storageBytes = numberOf('storageBytes');
  const used: Record<LimitKey, number | null> = {
    projects: numberOf('projects'),
    teamMembers: numberOf('teamMembers'),
    storageMb: storageBytes === null ? null : storageBytes / BYTES_PER_MB,
    apiRequestsPerMonth: meterUse[API_REQUESTS_METER] ?? 0,
    apiRequestsPerMinute: null,
  };
  const limits = Object.fromEntries(
    (Object.keys(used) as LimitKey[]).map((limit) => [
      limit,
      { used: used[limit], max: entitlements.limits[limit] },
    ]),
  );
  return {
    plan: entitlements.plan,
    status: entitlements.status,
    flags: entitlements.flags,
    limits,
    meters: Object.fromEntries(
      meters.map((meter) => {
        const price = entitlements.usagePricing.find((entry) => entry.meter === meter);
        const usedUnits = meterUse[meter] ?? 0;
        return [
          meter,
          {
            used: usedUnits,
            included:
              price?.includedUnits ??
              (meter === API_REQUESTS_METER ? entitlements.limits.apiRequestsPerMonth : null),
            periodStart: period.start.toISOString(),
            periodEnd: period.end.toISOString(),
            overageAmount: overageAmount(price, usedUnits),
          },
        ];
      }),
    ),
  };
}
