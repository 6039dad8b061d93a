/**
 * What the guard asks of every API-key request (http/auth-guard.ts, `apiKeyCheck`; the lookup has
 * already refused, 401, an organization's key whose creator left): the customer's plan has `apiAccess` (403
 * `plan_feature`, so a customer that downgrades loses API access at once). Its answer, the plan's
 * per-minute limit, is what the API rate limit counts against (http/rate-limit.ts); a customer
 * past its month's API requests is refused (403 `plan_limit`), and a served request is counted.
 */
import type { ApiKeyQuota, RequestSession } from '../../core/session.ts';
import type { Db } from '../../db/client.ts';
import {
  type ApiRequestMeter,
  assertFeature,
  customerKey,
  type EntitlementsJson,
  entitlementsOf,
  keySpace,
  toEntitlements,
} from '../entitlements/index.ts';

export const apiKeyAccessCheck =
  (db: Db, meter: ApiRequestMeter) =>
  async (session: RequestSession): Promise<ApiKeyQuota> => {
    const apiKey = session.apiKey!;
    const customer = keySpace(session.user.id, apiKey);
    // Read with the key when the lookup could (app.ts wires the column); else one query.
    const entitlements = apiKey.extras
      ? toEntitlements(apiKey.extras as EntitlementsJson, customer)
      : await entitlementsOf(db, customer);
    await assertFeature(db, entitlements, 'apiAccess');
    await meter.assertWithinMonth(entitlements);
    return {
      customer: customerKey(customer),
      perMinute: entitlements.limits.apiRequestsPerMinute,
      plan: entitlements.plan.name,
      served: () => meter.count(customer),
    };
  };
