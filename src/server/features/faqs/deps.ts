/** What the FAQs' functions need: the database, and the one way an admin writes. */

import type { AdminActionRunner, AdminActor, AdminEvent } from '../../core/admin-action.ts';
import type { Db } from '../../db/client.ts';

export interface FaqDeps {
  db: Db;
  runAdminAction: AdminActionRunner;
}

/** The security-log entry of an admin's change to the FAQs (`id` null: all of them). */
export const faqChanged = (
  actor: AdminActor,
  action: string,
  id: number | null,
  text: string,
  extra = {},
): AdminEvent => ({
  eventType: 'faq_changed',
  description: `${actor.email} ${text}`,
  metadata: { action, ...(id === null ? {} : { faqId: id }), ...extra },
});
