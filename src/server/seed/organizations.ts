/**
 * The demo organization of `npm run seed`: "Demo Team" (slug demo-team) on the Startup plan
 * (a local-provider subscription), with an owner, an admin and a member who can sign in with the
 * password below. Idempotent: users are matched by e-mail, the organization by slug.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  accounts,
  organizationMembers,
  organizations,
  subscriptionPlans,
  subscriptions,
  users,
} from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { hashPassword } from '../features/auth/password.ts';

export const DEMO_ORGANIZATION_SLUG = 'demo-team';
export const DEMO_MEMBER_PASSWORD = 'demo-team-password';
export const DEMO_MEMBERS = [
  { email: 'demo-owner@example.com', name: 'Olivia Owner', role: 'owner' },
  { email: 'demo-admin@example.com', name: 'Adam Admin', role: 'admin' },
  { email: 'demo-member@example.com', name: 'Mia Member', role: 'member' },
] as const;

async function demoUser(tx: Db, member: (typeof DEMO_MEMBERS)[number]): Promise<string> {
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, member.email));
  if (existing) return existing.id;
  const id = randomUUID();
  await tx
    .insert(users)
    .values({ id, email: member.email, name: member.name, emailVerified: true, locale: 'en' });
  await tx.insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashPassword(DEMO_MEMBER_PASSWORD),
  });
  return id;
}

/** Returns whether the organization was added (false when it exists already). */
export async function seedDemoOrganization(db: Db): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [existing] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.slug, DEMO_ORGANIZATION_SLUG));
    if (existing) return false;
    const organizationId = randomUUID();
    await tx
      .insert(organizations)
      .values({ id: organizationId, name: 'Demo Team', slug: DEMO_ORGANIZATION_SLUG });
    let ownerId = '';
    for (const member of DEMO_MEMBERS) {
      const userId = await demoUser(tx, member);
      if (member.role === 'owner') ownerId = userId;
      await tx
        .insert(organizationMembers)
        .values({ organizationId, userId, role: member.role })
        .onConflictDoNothing();
    }
    // Three members exceed the Free plan's one: the team pays for Startup (25).
    const [startup] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.slug, 'startup'));
    if (startup) {
      const now = new Date();
      const periodEnd = new Date(now);
      periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
      await tx.insert(subscriptions).values({
        id: `local_sub_demo_${organizationId.slice(0, 8)}`,
        userId: ownerId,
        organizationId,
        planId: startup.id,
        status: 'active',
        billingCycle: 'monthly',
        priceId: 'local_startup_monthly',
        currentPeriodStart: now,
        currentPeriodEnd: periodEnd,
        providerUpdatedAt: now,
      });
    }
    return true;
  });
}
