/** What the e-mail template functions need. */
import type { Db } from '../../db/client.ts';
import type { AdminActionRunner } from '../../http/admin-action.ts';
import { AppError } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { TemplateStore } from '../../mail/template-store.ts';

export interface EmailTemplateDeps {
  db: Db;
  runAdminAction: AdminActionRunner;
  mailer: Mailer;
  templates: TemplateStore;
}

export const keyTaken = () =>
  new AppError('CONFLICT', 'A template with this key already exists', {
    details: [{ path: 'key', message: 'Already taken' }],
  });
