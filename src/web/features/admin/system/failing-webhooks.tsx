import type { FailingWebhookEndpoint } from '@shared/contracts/system';
import { Webhook } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useT } from '@/i18n/provider';
import { formatDateTime } from '@/lib/utils';
import { timeAgo } from '../dashboard/use-dashboard';

/** Customers' webhook endpoints failing now, or switched off after failing: the longest failing first. */
export function FailingWebhooks({ endpoints }: { endpoints: FailingWebhookEndpoint[] }) {
  const t = useT();
  return (
    <section aria-labelledby="system-webhooks-title" className="mb-8">
      <h2 id="system-webhooks-title" className="mb-3 font-semibold text-lg">
        {t('admin-system.webhooks.title')}
      </h2>
      {endpoints.length === 0 ? (
        <EmptyState
          icon={Webhook}
          title={t('admin-system.webhooks.empty.title')}
          description={t('admin-system.webhooks.empty.description')}
        />
      ) : (
        <ul className="grid gap-3">
          {endpoints.map((endpoint) => (
            <li key={endpoint.id}>
              <EndpointCard endpoint={endpoint} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EndpointCard({ endpoint }: { endpoint: FailingWebhookEndpoint }) {
  const t = useT();
  return (
    <Card className="gap-2 p-4" data-testid="failing-webhook" data-endpoint={endpoint.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 break-all font-mono text-sm" translate="no">
          {endpoint.url}
        </span>
        {endpoint.disabled ? (
          <Badge variant="destructive">{t('admin-system.webhooks.disabled')}</Badge>
        ) : (
          <Badge variant="warning">{t('admin-system.webhooks.failing')}</Badge>
        )}
      </div>
      <p className="text-muted-foreground text-sm">
        {endpoint.owner.kind === 'organization'
          ? t('admin-system.webhooks.ownerOrganization', { name: endpoint.owner.name ?? endpoint.owner.id })
          : t('admin-system.webhooks.ownerUser', { name: endpoint.owner.name ?? endpoint.owner.id })}
      </p>
      <p className="text-sm">
        {t('admin-system.webhooks.failures', { count: endpoint.consecutiveFailures })}
        {endpoint.failingSince ? (
          <>
            {' · '}
            {t('admin-system.webhooks.since')}{' '}
            <time dateTime={endpoint.failingSince} title={formatDateTime(endpoint.failingSince)}>
              {timeAgo(endpoint.failingSince)}
            </time>
          </>
        ) : null}
      </p>
      {endpoint.disabledReason ? (
        <p className="text-muted-foreground text-sm" translate="no">
          {endpoint.disabledReason}
        </p>
      ) : null}
    </Card>
  );
}
