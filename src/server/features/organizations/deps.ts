/** What the organization functions need. */
import type { Db } from '../../db/client.ts';
import type { AdminActionRunner } from '../../http/admin-action.ts';
import type { SecurityLog } from '../../http/security-log.ts';
import type { Mailer } from '../../mail/mailer.ts';

export interface OrganizationDeps {
  db: Db;
  mailer: Mailer;
  securityLog: SecurityLog;
  runAdminAction: AdminActionRunner;
  /** Invitation links. */
  baseUrl: string;
  now?: () => Date;
}

export const nowOf = (deps: Pick<OrganizationDeps, 'now'>): Date => (deps.now ?? (() => new Date()))();
