/** For account deletion: a user who owns an organization others belong to must transfer it first. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizationMembers } from '../../db/schema.ts';

export async function ownsOrganizationWithOtherMembers(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ organizationId: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.userId, userId),
        eq(organizationMembers.role, 'owner'),
        sql`exists (select 1 from ${organizationMembers} as other where other.organization_id = ${organizationMembers.organizationId} and other.user_id <> ${userId})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
