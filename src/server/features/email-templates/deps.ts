/** What the e-mail template functions need. */

import type { AdminActionRunner, AdminActor, AdminEvent } from '../../core/admin-action.ts';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
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

/** The security-log entry of an admin's change to a template. */
export const templateChanged = (
  action: string,
  actor: AdminActor,
  template: { id: number; key: string },
  description: string,
  extra: Record<string, unknown> = {},
): AdminEvent => ({
  eventType: 'email_template_changed',
  description: `${actor.email} ${description}`,
  metadata: { action, templateId: template.id, key: template.key, ...extra },
});
