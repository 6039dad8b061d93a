/**
 * What the guard asks of every API-key request once its scope allows the route
 * (http/auth-guard.ts, `apiKeyCheck`): an organization's key still belongs to a member (a key
 * whose creator left stops working: 401), and the customer's plan has `apiAccess` (403
 * `plan_feature`, so a customer that downgrades loses API access at once).
 */
import { AppError } from '../../core/errors.ts';
import type { RequestSession } from '../../core/session.ts';
import type { Db } from '../../db/client.ts';
import { assertFeature, entitlementsOf, keySpace } from '../entitlements/index.ts';
import { memberRoleOf } from '../organizations/index.ts';

export const apiKeyAccessCheck = (db: Db) => async (session: RequestSession) => {
  const { apiKey } = session;
  if (!apiKey) return;
  if (apiKey.organizationId && !(await memberRoleOf(db, apiKey.organizationId, session.user.id)))
    throw new AppError('UNAUTHORIZED', 'The API key is unknown, revoked or expired');
  await assertFeature(db, await entitlementsOf(db, keySpace(session.user.id, apiKey)), 'apiAccess');
};
