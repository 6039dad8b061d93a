/** The security-log entry of an admin's change to the changelog. */
import type { AdminActor, AdminEvent } from '../../core/admin-action.ts';

export const changelogChanged = (
  action: string,
  actor: AdminActor,
  entry: { id: number; version: string; title: string },
  extra = {},
): AdminEvent => ({
  eventType: 'changelog_changed',
  description: `${actor.email} ${action} the changelog entry ${entry.version} "${entry.title}"`,
  metadata: { action, entryId: entry.id, version: entry.version, ...extra },
});
