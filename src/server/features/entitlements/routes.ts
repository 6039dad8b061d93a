/**
 * GET /api/entitlements and the admin's overrides. The endpoints are declared in
 * src/shared/contracts/entitlements.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminEntitlementEndpoints as admin,
  entitlementEndpoints,
} from '../../../shared/contracts/entitlements.ts';
import { serve } from '../../http/route-kit.ts';
import { callerSpace } from './caller-space.ts';
import { organizationCustomer, userCustomer } from './customer.ts';
import { entitlementsOf } from './entitlements.ts';
import { customerEntitlements, type OverrideDeps, setOverrides } from './overrides.ts';
import { usageView } from './usage.ts';
import { usageSeries } from './usage-series.ts';

export const entitlementRoutes: FastifyPluginAsyncZod<{ deps: OverrideDeps }> = async (app, { deps }) => {
  serve(app, entitlementEndpoints.mine, async (call) => {
    const customer = await callerSpace(deps.db, call.user.id, call.query.organizationId, 'personal');
    const now = new Date();
    return usageView(deps.db, await entitlementsOf(deps.db, customer, now), now);
  });
  serve(app, entitlementEndpoints.usage, async (call) =>
    usageSeries(
      deps.db,
      await callerSpace(deps.db, call.user.id, call.query.organizationId, 'personal'),
      call.query,
    ),
  );
};

export const adminEntitlementRoutes: FastifyPluginAsyncZod<{ deps: OverrideDeps }> = async (
  app,
  { deps },
) => {
  serve(app, admin.organizationView, (call) =>
    customerEntitlements(deps.db, organizationCustomer(call.params.id)),
  );
  serve(app, admin.userView, (call) => customerEntitlements(deps.db, userCustomer(call.params.id)));
  serve(app, admin.organization, (call) =>
    setOverrides(deps, call.actor, call.meta, organizationCustomer(call.params.id), call.body),
  );
  serve(app, admin.user, (call) =>
    setOverrides(deps, call.actor, call.meta, userCustomer(call.params.id), call.body),
  );
};
