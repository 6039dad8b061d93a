/** What the waitlist's functions need. */
import type { Db } from '../../db/client.ts';
import type { AdminActionRunner } from '../../http/admin-action.ts';
import type { SecurityLog } from '../../http/security-log.ts';
import type { Mailer } from '../../mail/mailer.ts';

export interface WaitlistDeps {
  db: Db;
  mailer: Mailer;
  runAdminAction: AdminActionRunner;
  securityLog: SecurityLog;
  baseUrl: string;
  now?: () => Date;
}

export const nowOf = (deps: Pick<WaitlistDeps, 'now'>): Date => (deps.now ?? (() => new Date()))();
