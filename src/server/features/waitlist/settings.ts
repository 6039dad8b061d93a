/** The waitlist's one settings row: its public texts, and the admin's view and changes. */
import { eq } from 'drizzle-orm';
import type { AdminSettings, AutoInviteMode, SettingsUpdate } from '../../../shared/contracts/waitlist.ts';
import type { AdminActor } from '../../core/admin-action.ts';
import { orNotFound } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { waitlistSettings } from '../../db/schema.ts';
import { nowOf, type WaitlistDeps } from './deps.ts';

export async function settingsRow(tx: Db) {
  const [row] = await tx.select().from(waitlistSettings).where(eq(waitlistSettings.id, 1));
  return orNotFound(row, 'Waitlist settings');
}

const toAdminSettings = (row: typeof waitlistSettings.$inferSelect): AdminSettings => ({
  enabled: row.enabled,
  title: row.title,
  description: row.description,
  successMessage: row.successMessage,
  autoInvite: {
    mode: row.autoInviteMode as AutoInviteMode,
    count: row.autoInviteCount,
    before: row.autoInviteBefore?.toISOString() ?? null,
  },
  lastAutoInviteAt: row.lastAutoInviteAt?.toISOString() ?? null,
});

export async function publicWaitlistSettings({ db }: WaitlistDeps) {
  const row = await settingsRow(db);
  return {
    settings: {
      enabled: row.enabled,
      title: row.title,
      description: row.description,
      successMessage: row.successMessage,
    },
  };
}

export async function adminWaitlistSettings({ db }: WaitlistDeps) {
  return { settings: toAdminSettings(await settingsRow(db)) };
}

export function updateWaitlistSettings(
  deps: WaitlistDeps,
  actor: AdminActor,
  meta: RequestMeta,
  changes: SettingsUpdate,
) {
  return deps.runAdminAction({ actor, meta }, async (tx) => {
    const before = toAdminSettings(await settingsRow(tx));
    const { autoInvite, ...texts } = changes;
    const [row] = await tx
      .update(waitlistSettings)
      .set({
        ...texts,
        ...(autoInvite
          ? {
              autoInviteMode: autoInvite.mode,
              autoInviteCount: autoInvite.count,
              autoInviteBefore: autoInvite.before ? new Date(autoInvite.before) : null,
            }
          : {}),
        updatedAt: nowOf(deps),
      })
      .where(eq(waitlistSettings.id, 1))
      .returning();
    const after = toAdminSettings(row!);
    return {
      result: { settings: after },
      event: {
        eventType: 'config_changed',
        description: `${actor.email} changed the waitlist settings`,
        metadata: { area: 'waitlist', before, after },
      },
    };
  });
}
