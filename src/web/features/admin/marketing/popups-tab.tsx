import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageSquare, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { marketingApi, POPUP_TYPE_LABELS, type Popup } from '@/lib/api/marketing';
import { ConfirmDialog } from '../confirm-dialog';
import { ListStates } from '../list-kit/list-states';
import { useConfirmAction } from '../list-kit/use-confirm-action';
import { percent } from './field-errors';
import { ItemCardHeader } from './item-card-header';
import { PopupEditor } from './popup-editor';

function triggerText(popup: Popup): string {
  const parts = [];
  if (popup.trigger.delaySeconds !== undefined) parts.push(`after ${popup.trigger.delaySeconds}s`);
  if (popup.trigger.scrollPercent !== undefined) parts.push(`at ${popup.trigger.scrollPercent}% scrolled`);
  if (popup.trigger.exitIntent) parts.push('on exit intent');
  return parts.length ? parts.join(' or ') : 'at once';
}

const frequencyText = (popup: Popup) =>
  popup.frequency === 'once'
    ? 'once per visitor'
    : popup.frequency === 'session'
      ? 'once per session'
      : `every ${popup.frequencyDays} days`;

/** Popups with their statistics, and the editor. */
export function PopupsTab() {
  const queryClient = useQueryClient();
  const popups = useQuery({
    queryKey: ['admin', 'marketing', 'popups'],
    queryFn: marketingApi.admin.popups,
    // The statistics move all the time: fresh on every visit of the tab.
    refetchOnMount: 'always',
  });
  const [editing, setEditing] = useState<Popup | 'new' | null>(null);
  const deletion = useConfirmAction(async (popup: Popup) => {
    await marketingApi.admin.removePopup(popup.id);
    await queryClient.invalidateQueries({ queryKey: ['admin', 'marketing'] });
    return 'Popup deleted.';
  });

  if (editing)
    return <PopupEditor popup={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-sm">
          Newsletter signups, offers, announcements and exit-intent popups.
        </p>
        <Button onClick={() => setEditing('new')}>
          <Plus /> New popup
        </Button>
      </div>
      <ListStates
        query={popups}
        errorTitle="The popups could not be loaded"
        skeletonRows={1}
        skeletonClassName="h-32 w-full"
        rows={(data) => data.popups}
        empty={{
          icon: MessageSquare,
          title: 'No popups yet',
          description: 'Create one to collect sign-ups or announce an offer.',
        }}
        card={false}
      >
        {(popups) => (
          <div className="grid gap-4 md:grid-cols-2">
            {popups.map((popup) => (
              <Card key={popup.id} className="gap-3 p-4 sm:p-5" data-testid="popup-card">
                <ItemCardHeader
                  name={popup.name}
                  on={popup.active}
                  onLabel="Active"
                  offLabel="Inactive"
                  onEdit={() => setEditing(popup)}
                  onDelete={() => deletion.ask(popup)}
                  details={
                    <p className="text-muted-foreground text-xs">
                      {POPUP_TYPE_LABELS[popup.type]} · {triggerText(popup)} · {frequencyText(popup)}
                      {popup.targetPages.length ? ` · ${popup.targetPages.join(', ')}` : ' · every page'}
                    </p>
                  }
                />
                <p className="truncate text-sm">{popup.title}</p>
                <dl className="grid grid-cols-3 gap-2 text-center text-xs sm:grid-cols-6">
                  {[
                    ['Impressions', popup.impressions],
                    ['Clicks', popup.clicks],
                    ['CTR', percent(popup.clickThroughRate)],
                    ['Dismissed', popup.dismissals],
                    ['Conversions', popup.conversions],
                    ['Conv. rate', percent(popup.conversionRate)],
                  ].map(([label, value]) => (
                    <div key={label} className="rounded-md bg-muted/50 p-2">
                      <dt className="text-muted-foreground">{label}</dt>
                      <dd className="font-semibold tabular-nums">{value}</dd>
                    </div>
                  ))}
                </dl>
              </Card>
            ))}
          </div>
        )}
      </ListStates>
      <ConfirmDialog
        {...deletion.dialog}
        title={`Delete “${deletion.pending?.name}”?`}
        description="The popup and its statistics are removed; its newsletter sign-ups stay."
        confirmLabel="Delete"
        destructive
      />
    </div>
  );
}
