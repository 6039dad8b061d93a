/**
 * Storage quotas: the bytes an owner's uploads take, against the `storageMb` limit of the plan
 * the owner is on. Users are the only owners today; an organization would be a second kind of
 * owner here (its files, its subscription's plan, its lock key) and the callers would not change.
 */
import { count, eq, or, sql } from 'drizzle-orm';
import { BYTES_PER_MB, formatStorageSize } from '../../../shared/storage-size.ts';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { subscriptionPlans, uploads } from '../../db/schema.ts';
import { currentSubscription, LIVE_STATUSES } from '../billing/index.ts';

export interface StorageOwner {
  kind: 'user';
  id: string;
  /** Admins upload the site's own content (blog and changelog images): no quota applies. */
  isAdmin: boolean;
}

export interface StorageUsage {
  usedBytes: number;
  fileCount: number;
  /** null: no limit. */
  limitBytes: number | null;
}

/** Everyone without a live subscription is held to this plan's limits. */
const FREE_PLAN_SLUG = 'free';

/**
 * A plan's `storageMb` in bytes. A number of 0 or more is the limit (fractions allowed); `false`
 * allows no storage; anything else (absent, null for "unlimited", true, text, a negative number)
 * means no limit.
 */
export function storageLimitOf(limits: Record<string, unknown>): number | null {
  const value = limits.storageMb;
  if (value === false) return 0;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  return Math.floor(value * BYTES_PER_MB);
}

/** The owner's limit: its live subscription's plan's, else the Free plan's; null for none. */
export async function storageLimitBytes(db: Db, owner: StorageOwner): Promise<number | null> {
  if (owner.isAdmin) return null;
  const subscription = await currentSubscription(db, owner.id);
  const livePlanId =
    subscription && LIVE_STATUSES.includes(subscription.status) ? subscription.plan.id : null;
  const plans = await db
    .select({ id: subscriptionPlans.id, slug: subscriptionPlans.slug, limits: subscriptionPlans.limits })
    .from(subscriptionPlans)
    .where(
      or(
        eq(subscriptionPlans.slug, FREE_PLAN_SLUG),
        livePlanId === null ? undefined : eq(subscriptionPlans.id, livePlanId),
      ),
    );
  // A live subscription whose plan is gone falls back to Free's limits too.
  const plan = plans.find((row) => row.id === livePlanId) ?? plans.find((row) => row.slug === FREE_PLAN_SLUG);
  return plan ? storageLimitOf(plan.limits) : null;
}

async function storedBytes(db: Db, owner: StorageOwner) {
  const [row] = await db
    .select({ usedBytes: sql<string | number>`coalesce(sum(${uploads.size}), 0)`, fileCount: count() })
    .from(uploads)
    .where(eq(uploads.ownerId, owner.id));
  return { usedBytes: Number(row?.usedBytes ?? 0), fileCount: row?.fileCount ?? 0 };
}

/** What the owner's files take and may take. */
export async function storageUsage(db: Db, owner: StorageOwner): Promise<StorageUsage> {
  const stored = await storedBytes(db, owner);
  return { ...stored, limitBytes: await storageLimitBytes(db, owner) };
}

/** The sizes the storage refusal names, worded as it words them (client translations reuse them). */
const storageParams = (usage: StorageUsage, bytes: number) => ({
  used: formatStorageSize(usage.usedBytes),
  limit: formatStorageSize(usage.limitBytes ?? 0),
  size: formatStorageSize(bytes),
});

/** Refuses (413) a file that does not fit in what is left, naming the limit and the usage. */
export function assertRoomFor(usage: StorageUsage, bytes: number): void {
  if (usage.limitBytes === null || usage.usedBytes + bytes <= usage.limitBytes) return;
  throw new AppError(
    'PAYLOAD_TOO_LARGE',
    `Storage limit reached: ${formatStorageSize(usage.usedBytes)} of your ${formatStorageSize(usage.limitBytes)} are used and this file is ${formatStorageSize(bytes)}. Delete files or upgrade your plan for more space.`,
    { apiCode: 'storage_limit', params: storageParams(usage, bytes) },
  );
}

/**
 * The authoritative check, in the transaction that records the upload. A per-owner advisory lock
 * (held until commit) makes one owner's concurrent uploads count one after the other, so two can
 * never both fit in the same remaining space. PostgreSQL and PGlite alike.
 */
export async function assertQuota(tx: Db, owner: StorageOwner, bytes: number): Promise<void> {
  if ((await storageLimitBytes(tx, owner)) === null) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`storage_quota:${owner.kind}:${owner.id}`}))`);
  assertRoomFor(await storageUsage(tx, owner), bytes);
}
