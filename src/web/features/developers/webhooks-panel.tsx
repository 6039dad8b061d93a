/**
 * A space's outgoing webhooks, below its API keys on the developer page: the endpoints with their
 * actions, "Add endpoint", the signing secret shown once (on adding and on rotating), and the
 * delivery log. When the plan has no `webhooks` the upgrade prompt stands where the button was.
 */
import type { WebhookDeliveryView, WebhookEndpointView } from '@shared/contracts/webhooks';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Webhook } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useConfirmAction, withToast } from '@/components/dialogs/use-confirm-action';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { UpgradePrompt } from '../billing/upgrade-prompt';
import type { ActiveSpace } from '../organizations/use-active-space';
import { AddEndpointDialog } from './add-endpoint-dialog';
import { useApiAccess } from './api-access-refusal';
import {
  createEndpoint,
  deleteEndpoint,
  type NewEndpoint,
  refreshWebhooks,
  retryDelivery,
  rotateSecret,
  sendTestEvent,
  setEnabled,
  useWebhookEndpoints,
} from './use-webhooks';
import { type EndpointActions, WebhookEndpointList } from './webhook-endpoint-list';
import { type ShownSecret, WebhookSecretDialog } from './webhook-secret-dialog';

export function WebhooksPanel({ space }: { space: ActiveSpace }) {
  const t = useT();
  const queryClient = useQueryClient();
  const access = useApiAccess(space, 'webhooks');
  const allowed = access.state === 'allowed';
  const list = useWebhookEndpoints(space, allowed);
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const refresh = () => refreshWebhooks(queryClient);

  const create = async (endpoint: NewEndpoint) => {
    const answer = await createEndpoint(space, endpoint);
    setAdding(false);
    setShown({ url: answer.endpoint.url, secret: answer.secret, rotated: false });
    await refresh();
  };

  const removal = useConfirmAction(async (endpoint: WebhookEndpointView) => {
    await deleteEndpoint(endpoint.id);
    await refresh();
    return translate('developers.webhooks.toast.deleted');
  });
  const rotation = useConfirmAction(async (endpoint: WebhookEndpointView) => {
    const { secret } = await rotateSecret(endpoint.id);
    setShown({ url: endpoint.url, secret, rotated: true });
    return translate('developers.webhooks.toast.rotated');
  });

  const actions: EndpointActions = {
    toggle: async (endpoint) => {
      await withToast(
        () => setEnabled(endpoint.id, !endpoint.enabled),
        translate(
          endpoint.enabled ? 'developers.webhooks.toast.disabled' : 'developers.webhooks.toast.enabled',
        ),
      );
      await refresh();
    },
    test: async (endpoint) => {
      await withToast(() => sendTestEvent(endpoint.id), translate('developers.webhooks.toast.testSent'));
      await refresh();
    },
    retry: async (delivery: WebhookDeliveryView) => {
      await withToast(() => retryDelivery(delivery.id), translate('developers.webhooks.toast.retried'));
      await refresh();
    },
    rotate: rotation.ask,
    remove: removal.ask,
  };

  const endpoints = list.data?.endpoints ?? [];
  return (
    <section className="grid gap-6" aria-labelledby="webhooks-title" data-testid="webhooks-section">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="webhooks-title" className="font-semibold text-xl tracking-tight">
          {t('developers.webhooks.title')}
        </h2>
        {allowed ? (
          <Button onClick={() => setAdding(true)} data-testid="webhook-new">
            <Plus /> {t('developers.webhooks.add')}
          </Button>
        ) : null}
      </div>
      <p className="text-muted-foreground text-sm">{t('developers.webhooks.description')}</p>
      {access.state === 'refused' ? (
        <UpgradePrompt error={access.refusal} space={space} takeFocus={false} />
      ) : null}
      {!allowed ? null : list.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : list.isError ? (
        <RetryAlert
          title={t('developers.webhooks.loadFailed')}
          label={t('developers.webhooks.retryLoad')}
          query={list}
        />
      ) : endpoints.length === 0 ? (
        <EmptyState
          icon={Webhook}
          title={t('developers.webhooks.emptyTitle')}
          description={t('developers.webhooks.emptyDescription')}
        />
      ) : (
        <WebhookEndpointList endpoints={endpoints} actions={actions} />
      )}

      <AddEndpointDialog open={adding} onOpenChange={setAdding} space={space} onCreate={create} />
      <WebhookSecretDialog shown={shown} onClose={() => setShown(null)} />
      <ConfirmDialog
        {...removal.dialog}
        destructive
        title={t('developers.webhooks.delete.title')}
        description={t('developers.webhooks.delete.description', { url: removal.pending?.url ?? '' })}
        confirmLabel={t('developers.webhooks.delete.confirm')}
        cancelLabel={t('developers.webhooks.cancel')}
      />
      <ConfirmDialog
        {...rotation.dialog}
        testId="webhook-rotate-dialog"
        title={t('developers.webhooks.rotate.title')}
        description={t('developers.webhooks.rotate.description')}
        confirmLabel={t('developers.webhooks.rotate.confirm')}
        cancelLabel={t('developers.webhooks.cancel')}
      />
    </section>
  );
}
