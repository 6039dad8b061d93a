/**
 * Storage quotas: the bytes an owner's uploads take, against the `storageMb` limit of the plan
 * the owner is on. Users are the only owners today; an organization would be a second kind of
 * owner here (its files, its subscription's plan, its lock key) and the callers would not change.
 */
import { count, eq, sql } from 'drizzle-orm';
import { BYTES_PER_MB, formatStorageSize } from '../../../shared/storage-size.ts';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import {
  type Entitlements,
  entitlementsOf,
  limitOf,
  upgradePlans,
  userCustomer,
} from '../entitlements/index.ts';

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
  /** Whose plan set the limit (null for an admin): the refusal names the plans with more room. */
  entitlements: Entitlements | null;
}

/**
 * A plan's `storageMb` in bytes, read as every limit is (entitlements/grants.ts): a number of 0 or
 * more is the limit (fractions allowed); `false` allows no storage; anything else means no limit.
 */
export function storageLimitOf(limits: Record<string, unknown>): number | null {
  const mb = limitOf(limits, 'storageMb');
  return mb === null ? null : Math.floor(mb * BYTES_PER_MB);
}

/** The owner's entitlements (its plan's, else Free's, plus overrides); null for an admin (no quota). */
async function entitlementsFor(db: Db, owner: StorageOwner): Promise<Entitlements | null> {
  return owner.isAdmin ? null : entitlementsOf(db, userCustomer(owner.id));
}

const limitBytesOf = (entitlements: Entitlements | null) =>
  entitlements === null ? null : storageLimitOf(entitlements.limits);

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
  const entitlements = await entitlementsFor(db, owner);
  return { ...stored, limitBytes: limitBytesOf(entitlements), entitlements };
}

/** The sizes the storage refusal names, worded as it words them (client translations reuse them). */
const storageParams = (usage: StorageUsage, bytes: number) => ({
  used: formatStorageSize(usage.usedBytes),
  limit: formatStorageSize(usage.limitBytes ?? 0),
  size: formatStorageSize(bytes),
});

/**
 * Refuses (413 `storage_limit`) a file that does not fit in what is left, naming the limit and the
 * usage, with the plan refusal's fields (the limit in MB, the plans with room) for the upgrade prompt.
 */
export async function assertRoomFor(db: Db, usage: StorageUsage, bytes: number): Promise<void> {
  if (usage.limitBytes === null || usage.usedBytes + bytes <= usage.limitBytes) return;
  const neededMb = (usage.usedBytes + bytes) / BYTES_PER_MB;
  const upgrade = usage.entitlements
    ? await upgradePlans(db, usage.entitlements, (plan) => {
        const mb = limitOf(plan.limits, 'storageMb');
        return mb === null || neededMb <= mb;
      })
    : [];
  const toMb = (value: number) => value / BYTES_PER_MB;
  throw new AppError(
    'PAYLOAD_TOO_LARGE',
    `Storage limit reached: ${formatStorageSize(usage.usedBytes)} of your ${formatStorageSize(usage.limitBytes)} are used and this file is ${formatStorageSize(bytes)}. Delete files or upgrade your plan for more space.`,
    {
      apiCode: 'storage_limit',
      params: storageParams(usage, bytes),
      plan: {
        limit: { key: 'storageMb', used: toMb(usage.usedBytes), max: toMb(usage.limitBytes) },
        feature: null,
        upgradePlans: upgrade,
      },
    },
  );
}

/**
 * The authoritative check, in the transaction that records the upload. A per-owner advisory lock
 * (held until commit) makes one owner's concurrent uploads count one after the other, so two can
 * never both fit in the same remaining space. PostgreSQL and PGlite alike.
 */
export async function assertQuota(tx: Db, owner: StorageOwner, bytes: number): Promise<void> {
  const entitlements = await entitlementsFor(tx, owner);
  const limitBytes = limitBytesOf(entitlements);
  if (limitBytes === null) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`storage_quota:${owner.kind}:${owner.id}`}))`);
  await assertRoomFor(tx, { ...(await storedBytes(tx, owner)), limitBytes, entitlements }, bytes);
}
