/** What the waitlist's functions need. */

import type { FastifyBaseLogger } from 'fastify';
import type { AdminActionRunner } from '../../core/admin-action.ts';
import type { SecurityLog } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';

export interface WaitlistDeps {
  db: Db;
  mailer: Mailer;
  runAdminAction: AdminActionRunner;
  securityLog: SecurityLog;
  baseUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export const nowOf = (deps: Pick<WaitlistDeps, 'now'>): Date => (deps.now ?? (() => new Date()))();
