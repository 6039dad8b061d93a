/**
 * The admin's coupons: create, replace, delete (or retire), each through runAdminAction with its
 * `coupon_*` entry. With Stripe, its coupon and promotion code are created first (nothing is
 * stored when Stripe fails: 503), and switched off when the coupon is. Once redeemed, a coupon's
 * code and discount are what its customers bought with, so they no longer change (409), and
 * deleting it retires it instead (inactive, its history kept).
 */
import { eq, inArray } from 'drizzle-orm';
import type { CouponBody } from '../../../shared/contracts/billing.ts';
import { COUPON_CURRENCY } from '../../../shared/contracts/billing.ts';
import type { AdminActor } from '../../core/admin-action.ts';
import { AppError } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { type Coupon, coupons, subscriptionPlans } from '../../db/schema.ts';
import { couponByCode, couponById, redemptionCount, toAdminCoupon } from './coupon-catalog.ts';
import type { BillingDeps } from './deps.ts';
import type { ProviderCouponIds } from './provider.ts';

type CouponColumns = Omit<
  Coupon,
  'id' | 'createdAt' | 'updatedAt' | 'stripeCouponId' | 'stripePromotionCodeId'
>;

/** The columns a body sets (the discount's currency: the plans' own). */
const columnsOf = (body: CouponBody): CouponColumns => ({
  code: body.code,
  name: body.name,
  percentOff: body.percentOff ?? null,
  amountOff: body.amountOff ?? null,
  currency: body.amountOff != null ? COUPON_CURRENCY : null,
  duration: body.duration,
  durationMonths: body.duration === 'repeating' ? (body.durationMonths ?? null) : null,
  maxRedemptions: body.maxRedemptions ?? null,
  expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
  planIds: body.planIds ?? null,
  active: body.active,
});

const TERMS = ['percentOff', 'amountOff', 'currency', 'duration', 'durationMonths'] as const;
const termsChanged = (before: Coupon, after: CouponColumns) =>
  TERMS.some((key) => before[key] !== after[key]);
const codeChanged = (before: Coupon, after: CouponColumns) =>
  before.code.toLowerCase() !== after.code.toLowerCase();

/** What changed, for the log: each field's before and after. */
function changesOf(before: Coupon, after: CouponColumns) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of Object.keys(after) as Array<keyof CouponColumns>) {
    const was = before[key];
    const now = after[key];
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[key] = { before: was, after: now };
  }
  return changes;
}

async function assertPlansExist(db: Db, planIds: number[] | null) {
  if (!planIds) return;
  const found = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(inArray(subscriptionPlans.id, planIds));
  const known = new Set(found.map((row) => row.id));
  const unknown = planIds.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    const message = `Unknown plan${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`;
    throw new AppError('BAD_REQUEST', message, { details: [{ path: 'planIds', message }] });
  }
}

const codeTaken = (code: string) =>
  new AppError('CONFLICT', `The code ${code} is already used by another coupon`);

async function assertCodeFree(db: Db, code: string, exceptId?: number) {
  const taken = await couponByCode(db, code);
  if (taken && taken.id !== exceptId) throw codeTaken(code);
}

/** The Stripe ids of a stored coupon, if it has them. */
const idsOf = (coupon: Coupon): ProviderCouponIds | null =>
  coupon.stripeCouponId && coupon.stripePromotionCodeId
    ? { couponId: coupon.stripeCouponId, promotionCodeId: coupon.stripePromotionCodeId }
    : null;

/**
 * A promotion code made at Stripe for a change that was then not stored is switched off: it
 * would otherwise be a working code no coupon here knows.
 */
async function abandon(deps: BillingDeps, ids: ProviderCouponIds | null) {
  if (!ids) return;
  await deps.provider.updateCoupon(ids, { active: false }).catch((error: unknown) => {
    deps.log.warn({ err: error, ids }, 'could not switch off an unused promotion code at Stripe');
  });
}

export async function createCoupon(
  deps: BillingDeps,
  actor: AdminActor,
  meta: RequestMeta,
  body: CouponBody,
) {
  const values = columnsOf(body);
  await assertPlansExist(deps.db, values.planIds);
  await assertCodeFree(deps.db, values.code);
  // At Stripe first, outside the transaction (no network call inside it).
  const ids = await deps.provider.createCoupon(values);
  try {
    return await deps.runAdminAction({ actor, meta }, async (tx) => {
      const [created] = await tx
        .insert(coupons)
        .values({ ...values, stripeCouponId: ids?.couponId, stripePromotionCodeId: ids?.promotionCodeId })
        .returning();
      return {
        result: { coupon: toAdminCoupon(created!, 0) },
        event: {
          eventType: 'coupon_created',
          description: `${actor.email} created the coupon ${values.code} (${values.name})`,
          metadata: { couponId: created!.id, ...values, expiresAt: body.expiresAt ?? null },
        },
      };
    });
  } catch (error) {
    await abandon(deps, ids);
    // A concurrent creation of the same code passed the check above; the unique index refuses ours.
    if (isUniqueViolation(error)) throw codeTaken(values.code);
    throw error;
  }
}

export async function updateCoupon(
  deps: BillingDeps,
  actor: AdminActor,
  meta: RequestMeta,
  id: number,
  body: CouponBody,
) {
  const { db, provider } = deps;
  const before = await couponById(db, id);
  const after = columnsOf(body);
  await assertPlansExist(db, after.planIds);
  await assertCodeFree(db, after.code, id);
  const remade = termsChanged(before, after) || codeChanged(before, after);
  // Checked before Stripe is called, and again under the row's lock (a redemption recorded
  // meanwhile references the row, so it waits for this edit or is counted by it).
  const assertChangeable = (redeemed: number) => {
    if (redeemed > 0 && remade)
      throw new AppError(
        'CONFLICT',
        `This coupon was redeemed ${redeemed} time${redeemed > 1 ? 's' : ''}: its code and discount cannot change (its name, activity, expiry, cap and plans can). Create a new coupon instead.`,
      );
  };
  assertChangeable(await redemptionCount(db, id));

  // Stripe's coupons are immutable: a new code or discount (or a coupon made before Stripe was
  // configured) gets new objects there; otherwise its name and activity follow.
  const previous = idsOf(before);
  const fresh =
    provider.kind === 'stripe' && (remade || !previous) ? await provider.createCoupon(after) : null;
  if (!fresh && previous && (before.name !== after.name || before.active !== after.active))
    await provider.updateCoupon(previous, {
      ...(before.name !== after.name ? { name: after.name } : {}),
      ...(before.active !== after.active ? { active: after.active } : {}),
    });

  try {
    const result = await deps.runAdminAction({ actor, meta }, async (tx) => {
      await couponById(tx, id, { lock: true });
      const redeemed = await redemptionCount(tx, id);
      assertChangeable(redeemed);
      const changes = changesOf(before, after);
      const [updated] = await tx
        .update(coupons)
        .set({
          ...after,
          ...(fresh ? { stripeCouponId: fresh.couponId, stripePromotionCodeId: fresh.promotionCodeId } : {}),
        })
        .where(eq(coupons.id, id))
        .returning();
      const changed = Object.keys(changes);
      return {
        result: { coupon: toAdminCoupon(updated!, redeemed) },
        event: {
          eventType: 'coupon_updated',
          description: `${actor.email} updated the coupon ${after.code}${changed.length > 0 ? `: ${changed.join(', ')}` : ' (no change)'}`,
          metadata: { couponId: id, code: after.code, changes },
        },
      };
    });
    // The replaced promotion code stops working (the new one is in use now).
    if (fresh) await abandon(deps, previous);
    return result;
  } catch (error) {
    await abandon(deps, fresh);
    if (isUniqueViolation(error)) throw codeTaken(after.code);
    throw error;
  }
}

/** Deletes a coupon no one redeemed; a redeemed one is retired (inactive) and kept. */
export async function removeCoupon(deps: BillingDeps, actor: AdminActor, meta: RequestMeta, id: number) {
  const before = await couponById(deps.db, id);
  const ids = idsOf(before);
  // Its promotion code stops working at Stripe first: a 503 changes nothing here.
  if (ids) await deps.provider.updateCoupon(ids, { active: false });
  return deps.runAdminAction({ actor, meta }, async (tx) => {
    // Locked: a redemption recorded meanwhile (it references the row) waits, or is counted.
    const coupon = await couponById(tx, id, { lock: true });
    const redeemed = await redemptionCount(tx, id);
    const retired = redeemed > 0;
    const [kept] = retired
      ? await tx.update(coupons).set({ active: false }).where(eq(coupons.id, id)).returning()
      : await tx.delete(coupons).where(eq(coupons.id, id)).returning();
    return {
      result: {
        coupon: toAdminCoupon(retired ? kept! : { ...coupon, active: false }, redeemed),
        deleted: !retired,
      },
      event: {
        eventType: 'coupon_deleted',
        description: retired
          ? `${actor.email} retired the coupon ${coupon.code}: redeemed ${redeemed} time${redeemed > 1 ? 's' : ''}, kept inactive`
          : `${actor.email} deleted the coupon ${coupon.code}`,
        metadata: { couponId: id, code: coupon.code, retired, redemptions: redeemed },
      },
    };
  });
}
