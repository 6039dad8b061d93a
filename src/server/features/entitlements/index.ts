/** Entitlements' public entry: what other features check a customer's plan with. */

export { activeSpaceOf, activeSpaceSessionColumns } from './active-space.ts';
export { type ApiRequestMeter, createApiRequestMeter } from './api-request-meter.ts';
export { type Caller, callerOf, callerSpace, keySpace } from './caller-space.ts';
export {
  type Customer,
  customerKey,
  organizationCustomer,
  ownerOf,
  userCustomer,
} from './customer.ts';
export {
  apiKeyEntitlementsColumn,
  type Entitlements,
  type EntitlementsJson,
  entitlementsOf,
  toEntitlements,
} from './entitlements.ts';
export { limitOf } from './grants.ts';
export { assertFeature, assertWithinLimit, upgradePlans } from './refusals.ts';
