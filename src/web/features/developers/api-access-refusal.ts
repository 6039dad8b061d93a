/**
 * The refusal a create would meet when the space's plan has no `apiAccess` (or, for the webhooks
 * section, no `webhooks`) (GET /api/entitlements),
 * told before anyone fills the form: the same 403 `plan_feature` the server answers
 * (src/server/features/entitlements/refusals.ts), with the plans on sale that include API access,
 * cheapest first, so the one upgrade prompt can show it. Its words are the `api-errors` area's
 * (the route loads it): the message is left empty so every language reads the catalog's.
 */
import type { EntitlementsView } from '@shared/contracts/entitlements';
import { ApiError } from '@/lib/api';
import { usePlans } from '../billing/use-billing';
import { useEntitlements } from '../billing/use-entitlements';
import type { ActiveSpace } from '../organizations/use-active-space';

/** The plan flags a developer page's sections need: API keys, webhooks. */
export type DeveloperFeature = 'apiAccess' | 'webhooks';

export type ApiAccess =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'allowed' }
  | { state: 'refused'; refusal: ApiError };

export function useApiAccess(space: ActiveSpace, FEATURE: DeveloperFeature = 'apiAccess'): ApiAccess {
  const entitlements = useEntitlements(space);
  const plans = usePlans();
  if (entitlements.isError) return { state: 'failed' };
  if (entitlements.isPending) return { state: 'loading' };
  if (entitlements.data.flags[FEATURE] === true) return { state: 'allowed' };
  if (plans.isPending) return { state: 'loading' };
  const upgradePlans = (plans.data?.plans ?? [])
    .filter((plan) => plan.flags[FEATURE] === true && plan.slug !== entitlements.data.plan.slug)
    .sort((a, b) => a.priceMonthly - b.priceMonthly || a.sortOrder - b.sortOrder)
    .map((plan) => plan.slug);
  return { state: 'refused', refusal: apiAccessRefusal(entitlements.data, upgradePlans, FEATURE) };
}

function apiAccessRefusal(
  entitlements: EntitlementsView,
  upgradePlans: string[],
  FEATURE: DeveloperFeature,
): ApiError {
  return new ApiError(403, '', [], {
    code: 'plan_feature',
    params: { feature: FEATURE, plan: entitlements.plan.name },
    messageId: 'api-errors.plan_feature',
    plan: { limit: null, feature: FEATURE, upgradePlans },
  });
}
