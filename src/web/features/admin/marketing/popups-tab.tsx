import type { PopupOut as Popup } from '@shared/contracts/marketing';
import { marketingAdminEndpoints as admin } from '@shared/endpoints/marketing';
import { MessageSquare } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { api } from '@/lib/api-call';
import { formatNumber } from '@/lib/utils';
import { percent } from './field-errors';
import { ItemCardHeader } from './item-card-header';
import { MarketingItemsTab } from './items-tab';
import { POPUP_TYPE } from './labels';
import { PopupEditor } from './popup-editor';

/** "after 5s or at 50% scrolled": each condition is a message; a list format joins them. */
function triggerText(popup: Popup): string {
  const parts: string[] = [];
  if (popup.trigger.delaySeconds !== undefined)
    parts.push(translate('admin-marketing.popup.trigger.delay', { seconds: popup.trigger.delaySeconds }));
  if (popup.trigger.scrollPercent !== undefined)
    parts.push(translate('admin-marketing.popup.trigger.scroll', { percent: popup.trigger.scrollPercent }));
  if (popup.trigger.exitIntent) parts.push(translate('admin-marketing.popup.trigger.exit'));
  return parts.length
    ? parts.reduce((all, part) => translate('admin-marketing.popup.trigger.or', { first: all, second: part }))
    : translate('admin-marketing.popup.trigger.atOnce');
}

const frequencyText = (popup: Popup) =>
  popup.frequency === 'once'
    ? translate('admin-marketing.popup.frequency.once')
    : popup.frequency === 'session'
      ? translate('admin-marketing.popup.frequency.session')
      : translate('admin-marketing.popup.frequency.days', { days: popup.frequencyDays ?? 0 });

/** Popups with their statistics, and the editor. */
export function PopupsTab() {
  const t = useT();
  return (
    <MarketingItemsTab
      name="popups"
      fetchList={() => api(admin.popups)}
      rows={(data) => data.popups}
      intro={t('admin-marketing.popups.intro')}
      newLabel={t('admin-marketing.popup.new')}
      errorTitle={t('admin-marketing.popups.loadError')}
      skeletonClassName="h-32 w-full"
      empty={{
        icon: MessageSquare,
        title: t('admin-marketing.popups.empty.title'),
        description: t('admin-marketing.popups.empty.description'),
      }}
      remove={(popup) => api(admin.removePopup, { params: { id: popup.id } })}
      deleted={t('admin-marketing.popup.deleted')}
      deleteDescription={t('admin-marketing.popup.deleteDescription')}
      editor={(popup, done) => <PopupEditor popup={popup} onDone={done} />}
    >
      {(popups, actions) => (
        <div className="grid gap-4 md:grid-cols-2">
          {popups.map((popup) => (
            <Card key={popup.id} className="gap-3 p-4 sm:p-5" data-testid="popup-card">
              <ItemCardHeader
                name={popup.name}
                on={popup.active}
                onLabel={t('admin-marketing.popup.active')}
                offLabel={t('admin-marketing.popup.inactive')}
                onEdit={() => actions.edit(popup)}
                onDelete={() => actions.remove(popup)}
                details={
                  <p className="text-muted-foreground text-xs">
                    {t(POPUP_TYPE[popup.type])} · {triggerText(popup)} · {frequencyText(popup)} ·{' '}
                    {popup.targetPages.length ? (
                      <span translate="no">{popup.targetPages.join(', ')}</span>
                    ) : (
                      t('admin-marketing.popup.everyPage')
                    )}
                  </p>
                }
              />
              <p className="truncate text-sm" data-content>
                {popup.title}
              </p>
              <dl className="grid grid-cols-3 gap-2 text-center text-xs sm:grid-cols-6">
                {[
                  ['impressions', t('admin-marketing.stats.impressions'), formatNumber(popup.impressions)],
                  ['clicks', t('admin-marketing.stats.clicks'), formatNumber(popup.clicks)],
                  ['ctr', t('admin-marketing.stats.ctr'), percent(popup.clickThroughRate)],
                  ['dismissed', t('admin-marketing.stats.dismissed'), formatNumber(popup.dismissals)],
                  ['conversions', t('admin-marketing.stats.conversions'), formatNumber(popup.conversions)],
                  ['conv-rate', t('admin-marketing.stats.conversionRate'), percent(popup.conversionRate)],
                ].map(([key, label, value]) => (
                  <div key={key} className="rounded-md bg-muted/50 p-2">
                    <dt className="text-muted-foreground">{label}</dt>
                    <dd className="font-semibold tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
            </Card>
          ))}
        </div>
      )}
    </MarketingItemsTab>
  );
}
