/**
 * A signed-in user's active space with its entitlements, read by the guard's session lookup in
 * the same statement as the session (`config.sessionColumns`): a route that checks the plan of
 * the space the user works in (creating a project) then makes no round trip for it. The active
 * space is the membership picked last (organizations/memberships.ts), else the personal space.
 */
import { sql } from 'drizzle-orm';
import { qualified } from '../../db/qualified.ts';
import { organizationMembers, users } from '../../db/schema.ts';
import type { SessionColumns } from '../../http/session-lookup.ts';
import { type Customer, organizationCustomer, userCustomer } from './customer.ts';
import {
  type Entitlements,
  type EntitlementsJson,
  entitlementsColumn,
  toEntitlements,
} from './entitlements.ts';

interface ActiveSpaceJson {
  organizationId: string | null;
  entitlements: EntitlementsJson;
}

const userId = qualified(users.id);

export const activeSpaceSessionColumns = {
  name: 'active_space',
  columns: {
    activeSpace: sql<ActiveSpaceJson>`(
      select json_build_object('organizationId', a.org, 'entitlements', ${entitlementsColumn(
        sql`((a.org is null and s.user_id = ${userId} and s.organization_id is null) or s.organization_id = a.org)`,
        sql`case when a.org is null then 'user:' || ${userId} else 'organization:' || a.org end`,
      )})
      from (select (
        select m.organization_id from ${organizationMembers} m
        where m.user_id = ${userId} and m.active_at is not null
        order by m.active_at desc limit 1) as org) a)`,
  },
} satisfies SessionColumns;

/**
 * The space and its entitlements as the session lookup read them, or null when it did not (the
 * auth library answered: a session due for its refresh) and the caller reads them itself.
 */
export function activeSpaceOf(
  sessionExtras: Record<string, unknown> | null,
  userIdOfSession: string,
): { customer: Customer; entitlements: Entitlements } | null {
  const read = sessionExtras?.activeSpace as ActiveSpaceJson | undefined;
  if (!read) return null;
  const customer = read.organizationId
    ? organizationCustomer(read.organizationId)
    : userCustomer(userIdOfSession);
  return { customer, entitlements: toEntitlements(read.entitlements, customer) };
}
