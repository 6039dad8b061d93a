/** Popups (newsletter, offer, announcement, exit intent) with their triggers and counters. */
import { desc, eq } from 'drizzle-orm';
import type { PopupBody, PopupOut, Trigger } from '../../../shared/contracts/marketing.ts';
import type { AdminActor } from '../../core/admin-action.ts';
import { notFound } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { marketingPopups } from '../../db/schema.ts';
import { type MarketingDeps, marketingChanged } from './deps.ts';
import { toPopup } from './views.ts';

/** The popup as stored: an exit-intent popup always listens for exit intent. */
function popupValues(body: PopupBody) {
  const trigger: Trigger = { ...body.trigger };
  if (body.type === 'exit_intent') trigger.exitIntent = true;
  return {
    type: body.type,
    name: body.name,
    title: body.title,
    content: body.content,
    ctaText: body.ctaText,
    ctaUrl: body.ctaUrl,
    trigger,
    frequency: body.frequency,
    frequencyDays: body.frequency === 'days' ? (body.frequencyDays ?? null) : null,
    targetPages: [...new Set(body.targetPages)],
    active: body.active,
  };
}

async function lockPopup(tx: Db, id: number) {
  const [row] = await tx.select().from(marketingPopups).where(eq(marketingPopups.id, id)).for('update');
  if (!row) throw notFound('Popup not found');
  return row;
}

/** Every popup, the active ones first. */
export async function listPopups({ db }: MarketingDeps): Promise<{ popups: PopupOut[] }> {
  const rows = await db
    .select()
    .from(marketingPopups)
    .orderBy(desc(marketingPopups.active), desc(marketingPopups.id));
  return { popups: rows.map(toPopup) };
}

export async function getPopup({ db }: MarketingDeps, id: number): Promise<{ popup: PopupOut }> {
  const [row] = await db.select().from(marketingPopups).where(eq(marketingPopups.id, id));
  if (!row) throw notFound('Popup not found');
  return { popup: toPopup(row) };
}

export function createPopup(
  { runAdminAction }: MarketingDeps,
  actor: AdminActor,
  meta: RequestMeta,
  body: PopupBody,
): Promise<{ popup: PopupOut }> {
  return runAdminAction({ actor, meta }, async (tx) => {
    const [row] = await tx.insert(marketingPopups).values(popupValues(body)).returning();
    const popup = toPopup(row!);
    return {
      result: { popup },
      event: marketingChanged('popup_created', actor, `created the popup "${popup.name}"`, {
        popupId: popup.id,
        active: popup.active,
      }),
    };
  });
}

/** Its counters stay. */
export function updatePopup(
  { runAdminAction }: MarketingDeps,
  actor: AdminActor,
  meta: RequestMeta,
  id: number,
  body: PopupBody,
): Promise<{ popup: PopupOut }> {
  return runAdminAction({ actor, meta }, async (tx) => {
    await lockPopup(tx, id);
    const [row] = await tx
      .update(marketingPopups)
      .set(popupValues(body))
      .where(eq(marketingPopups.id, id))
      .returning();
    const popup = toPopup(row!);
    return {
      result: { popup },
      event: marketingChanged('popup_updated', actor, `updated the popup "${popup.name}"`, {
        popupId: id,
        active: popup.active,
      }),
    };
  });
}

/** Its newsletter sign-ups stay, without their popup. */
export function removePopup(
  { runAdminAction }: MarketingDeps,
  actor: AdminActor,
  meta: RequestMeta,
  id: number,
) {
  return runAdminAction({ actor, meta }, async (tx) => {
    const current = await lockPopup(tx, id);
    await tx.delete(marketingPopups).where(eq(marketingPopups.id, id));
    return {
      result: { success: true as const, message: `Deleted the popup "${current.name}"` },
      event: marketingChanged('popup_deleted', actor, `deleted the popup "${current.name}"`, { popupId: id }),
    };
  });
}
