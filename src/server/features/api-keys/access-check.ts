/**
 * What the guard asks of every API-key request once its scope allows the route
 * (http/auth-guard.ts, `apiKeyCheck`): an organization's key still belongs to a member (a key
 * whose creator left stops working: 401), and the customer's plan has `apiAccess` (403
 * `plan_feature`, so a customer that downgrades loses API access at once). Its answer, the plan's
 * per-minute limit, is what the API rate limit counts against (http/rate-limit.ts); a customer
 * past its month's API requests is refused (403 `plan_limit`), and a served request is counted.
 */
import { AppError } from '../../core/errors.ts';
import type { ApiKeyQuota, RequestSession } from '../../core/session.ts';
import type { Db } from '../../db/client.ts';
import {
  type ApiRequestMeter,
  assertFeature,
  customerKey,
  entitlementsOf,
  keySpace,
} from '../entitlements/index.ts';
import { memberRoleOf } from '../organizations/index.ts';

export const apiKeyAccessCheck =
  (db: Db, meter: ApiRequestMeter) =>
  async (session: RequestSession): Promise<ApiKeyQuota> => {
    const apiKey = session.apiKey!;
    if (apiKey.organizationId && !(await memberRoleOf(db, apiKey.organizationId, session.user.id)))
      throw new AppError('UNAUTHORIZED', 'The API key is unknown, revoked or expired');
    const customer = keySpace(session.user.id, apiKey);
    const entitlements = await entitlementsOf(db, customer);
    await assertFeature(db, entitlements, 'apiAccess');
    await meter.assertWithinMonth(entitlements);
    return {
      customer: customerKey(customer),
      perMinute: entitlements.limits.apiRequestsPerMinute,
      plan: entitlements.plan.name,
      served: () => meter.count(customer),
    };
  };
