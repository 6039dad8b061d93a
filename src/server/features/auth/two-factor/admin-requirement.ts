/**
 * REQUIRE_ADMIN_2FA: an admin without two-factor is refused on admin routes (403) with a message
 * that says what to do. The guard calls this from its admin branch; /api/me/two-factor/* are user
 * routes, so the admin can still turn it on.
 */

import { AppError } from '../../../core/errors.ts';
import type { Db } from '../../../db/client.ts';
import { isTwoFactorEnabled } from './store.ts';

export const ADMIN_TWO_FACTOR_REQUIRED =
  'Two-factor authentication is required for admins: enable it on your account security page (/account/security)';

/** The guard's admin check, or undefined when the requirement is off. */
export function adminTwoFactorCheck(db: Db, required: boolean) {
  if (!required) return undefined;
  return async (session: { user: { id: string } }) => {
    if (!(await isTwoFactorEnabled(db, session.user.id))) {
      throw new AppError('FORBIDDEN', ADMIN_TWO_FACTOR_REQUIRED, { apiCode: 'two_factor_required' });
    }
  };
}
