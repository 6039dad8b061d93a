/**
 * A space's webhook endpoints, one card each: URL, description, events, state (with the reason an
 * endpoint was disabled automatically) and its actions; "Deliveries" unfolds its log.
 */
import type { WebhookDeliveryView, WebhookEndpointView } from '@shared/contracts/webhooks';
import { History, KeyRound, Power, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { DeliveryLog } from './delivery-log';

export interface EndpointActions {
  toggle: (endpoint: WebhookEndpointView) => Promise<void>;
  rotate: (endpoint: WebhookEndpointView) => void;
  test: (endpoint: WebhookEndpointView) => Promise<void>;
  remove: (endpoint: WebhookEndpointView) => void;
  retry: (delivery: WebhookDeliveryView) => Promise<void>;
}

export function WebhookEndpointList({
  endpoints,
  actions,
}: {
  endpoints: WebhookEndpointView[];
  actions: EndpointActions;
}) {
  return (
    <ul className="grid gap-4" data-testid="webhook-list">
      {endpoints.map((endpoint) => (
        <EndpointRow key={endpoint.id} endpoint={endpoint} actions={actions} />
      ))}
    </ul>
  );
}

function EndpointRow({ endpoint, actions }: { endpoint: WebhookEndpointView; actions: EndpointActions }) {
  const t = useT();
  const [showLog, setShowLog] = useState(false);
  return (
    <li className="grid gap-3 rounded-xl border p-4" data-testid="webhook-row">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <code
          className="min-w-0 break-all font-medium font-mono text-sm"
          translate="no"
          data-testid="webhook-url"
        >
          {endpoint.url}
        </code>
        <Badge variant={endpoint.enabled ? 'success' : 'destructive'} data-testid="webhook-state">
          {endpoint.enabled ? t('developers.webhooks.list.enabled') : t('developers.webhooks.list.disabled')}
        </Badge>
      </div>
      {endpoint.description ? <p className="text-muted-foreground text-sm">{endpoint.description}</p> : null}
      {endpoint.disabledReason ? (
        <p className="text-destructive text-sm">
          {t('developers.webhooks.list.disabledReason', { reason: endpoint.disabledReason })}
        </p>
      ) : null}
      <ul className="flex flex-wrap gap-1.5" aria-label={t('developers.webhooks.list.events')}>
        {endpoint.events.map((type) => (
          <li key={type}>
            <Badge variant="secondary" className="font-mono" translate="no">
              {type === '*' ? t('developers.webhooks.list.allEvents') : type}
            </Badge>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setShowLog((open) => !open)}
          aria-expanded={showLog}
        >
          <History /> {t('developers.webhooks.list.deliveries')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => actions.test(endpoint)}
          disabled={!endpoint.enabled}
          data-testid="webhook-test"
        >
          <Send /> {t('developers.webhooks.list.test')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => actions.toggle(endpoint)}
          data-testid="webhook-toggle"
        >
          <Power />{' '}
          {endpoint.enabled ? t('developers.webhooks.list.disable') : t('developers.webhooks.list.enable')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => actions.rotate(endpoint)}
          data-testid="webhook-rotate"
        >
          <KeyRound /> {t('developers.webhooks.list.rotate')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => actions.remove(endpoint)}>
          <Trash2 /> {t('developers.webhooks.list.delete')}
        </Button>
      </div>
      {showLog ? <DeliveryLog endpointId={endpoint.id} onRetry={actions.retry} /> : null}
    </li>
  );
}
