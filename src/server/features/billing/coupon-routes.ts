/**
 * The admin's /api/admin/coupons: list, create, replace, delete (or retire). The endpoints are
 * declared in src/shared/contracts/billing-coupons.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponAdminEndpoints as admin } from '../../../shared/contracts/billing.ts';
import { serve } from '../../http/route-kit.ts';
import { listCoupons } from './coupon-catalog.ts';
import { createCoupon, removeCoupon, updateCoupon } from './coupon-editing.ts';
import type { BillingDeps } from './deps.ts';

export const couponAdminRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
  serve(app, admin.list, () => listCoupons(deps));
  serve(app, admin.create, (call) => createCoupon(deps, call.actor, call.meta, call.body));
  serve(app, admin.update, (call) => updateCoupon(deps, call.actor, call.meta, call.params.id, call.body));
  serve(app, admin.remove, (call) => removeCoupon(deps, call.actor, call.meta, call.params.id));
};
