/** GET /api/me/export: one JSON file of everything stored about the caller (personal-data.ts). */

import type { RequestMeta } from '../../core/security-log.ts';
import type { SessionUser } from '../../core/session.ts';
import type { AccountSecurityDeps } from './deps.ts';
import { dataSubjectOf, PERSONAL_DATA } from './personal-data.ts';

export async function exportMyData(
  deps: Pick<AccountSecurityDeps, 'db' | 'securityLog'>,
  user: SessionUser,
  meta: RequestMeta,
) {
  const subject = await dataSubjectOf(deps.db, user);
  const data: Record<string, unknown> = {};
  for (const table of PERSONAL_DATA) data[table.key] = await table.read(deps.db, subject);
  await deps.securityLog.write({
    eventType: 'data_exported',
    description: `${user.email} downloaded their data`,
    userId: user.id,
    meta,
  });
  const exportedAt = new Date();
  return {
    fileName: `my-data-${exportedAt.toISOString().slice(0, 10)}.json`,
    document: { exportedAt: exportedAt.toISOString(), userId: user.id, ...data },
  };
}
