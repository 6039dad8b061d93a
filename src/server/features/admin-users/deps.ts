/** What user management's functions need. */

import type { AdminActionRunner } from '../../core/admin-action.ts';
import type { Db } from '../../db/client.ts';
import type { SecurityLogService } from '../security-logs/index.ts';

export interface AdminUserDeps {
  db: Db;
  /** Every action commits the change and its security-log entry together. */
  runAdminAction: AdminActionRunner;
  /** A user's file shows their recent events; the audit log pages through all of them. */
  securityLogs: SecurityLogService;
}
