/** What the account-security flows need: built once in features/index.ts from AppDeps. */

import type { SecurityLog } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Auth } from '../auth/index.ts';
import type { FileStorage } from '../uploads/index.ts';

export interface AccountSecurityDeps {
  db: Db;
  auth: Auth;
  securityLog: SecurityLog;
  mailer: Mailer;
  /** Where uploaded files live: a deleted account's files are removed from it. */
  storage: FileStorage;
  /** Links in the e-mails. */
  baseUrl: string;
  /** Ends a live subscription at the payment provider at once (account deletion). */
  cancelSubscription: (subscriptionId: string) => Promise<void>;
}
