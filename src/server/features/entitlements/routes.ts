/**
 * GET /api/entitlements and the admin's overrides. The endpoints are declared in
 * src/shared/contracts/entitlements.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminEntitlementEndpoints as admin,
  entitlementEndpoints,
} from '../../../shared/contracts/entitlements.ts';
import { AppError } from '../../core/errors.ts';
import { serve } from '../../http/route-kit.ts';
import { callerOf, callerSpace, keySpace } from './caller-space.ts';
import { organizationCustomer, userCustomer } from './customer.ts';
import { entitlementsOf } from './entitlements.ts';
import { customerEntitlements, type OverrideDeps, setOverrides } from './overrides.ts';
import { usageView } from './usage.ts';
import { type ReportUsage, recordUsage } from './usage-events.ts';
import { usageSeries } from './usage-series.ts';

/** `reportUsage`: billing's, to send new usage to Stripe's meters (features/index.ts). */
export const entitlementRoutes: FastifyPluginAsyncZod<{
  deps: OverrideDeps & { reportUsage: ReportUsage };
}> = async (app, { deps }) => {
  serve(app, entitlementEndpoints.mine, async (call) => {
    const customer = await callerSpace(
      deps.db,
      callerOf(call.session),
      call.query.organizationId,
      'personal',
    );
    const now = new Date();
    return usageView(deps.db, await entitlementsOf(deps.db, customer, now), now);
  });
  serve(app, entitlementEndpoints.record, async (call) => {
    // Usage is the product's to report, from its code: an API key's, never a browser session's.
    if (!call.session.apiKey)
      throw new AppError('FORBIDDEN', 'Usage is recorded with an API key (scope usage:write)');
    const customer = keySpace(call.user.id, call.session.apiKey);
    const { created, event } = await recordUsage(deps.db, customer, call.body, deps.reportUsage);
    return { status: created ? 201 : 200, data: { event } };
  });
  serve(app, entitlementEndpoints.usage, async (call) =>
    usageSeries(
      deps.db,
      await callerSpace(deps.db, callerOf(call.session), call.query.organizationId, 'personal'),
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
