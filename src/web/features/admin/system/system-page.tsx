/**
 * /dashboard/admin/system (issue #34): the release and uptime, each dependency's status, the job
 * queues, failing webhook endpoints and the last server errors; read again every 15 seconds.
 */
import type { SystemOverview } from '@shared/contracts/system';
import { Card } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SkeletonBlocks } from '@/components/ui/skeleton';
import { useT } from '@/i18n/provider';
import { formatDateTime } from '@/lib/utils';
import { PageHeader } from '../page-header';
import { DependencyCards } from './dependency-cards';
import { FailingWebhooks } from './failing-webhooks';
import { LastErrors } from './last-errors';
import { SystemQueues } from './system-queues';
import { uptimeParts, useSystemOverview } from './use-system';

export function SystemPage() {
  const t = useT();
  const system = useSystemOverview();
  return (
    <>
      <PageHeader title={t('admin-system.title')} description={t('admin-system.description')}>
        {system.data ? (
          <p className="text-muted-foreground text-sm" data-testid="system-checked-at">
            {t('admin-system.checkedAt', { time: formatDateTime(new Date(system.dataUpdatedAt)) })}
          </p>
        ) : null}
      </PageHeader>
      {system.isError && !system.data ? (
        <RetryAlert title={t('admin-system.loadError')} query={system} label={t('admin.list.retry')} />
      ) : system.isPending ? (
        <SkeletonBlocks
          count={5}
          lines={['h-5 w-24', 'h-4 w-full', 'h-4 w-2/3']}
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5"
          data-testid="system-loading"
        />
      ) : (
        <>
          {system.isError ? (
            <RetryAlert
              title={t('admin-system.refreshError')}
              query={system}
              label={t('admin.list.retry')}
              className="mb-6"
            />
          ) : null}
          <Release system={system.data} />
          <DependencyCards dependencies={system.data.dependencies} />
          <SystemQueues queues={system.data.queues} />
          <FailingWebhooks endpoints={system.data.failingWebhookEndpoints} />
          <LastErrors errors={system.data.lastErrors} />
        </>
      )}
    </>
  );
}

function Release({ system }: { system: SystemOverview }) {
  const t = useT();
  return (
    <section aria-labelledby="system-release-title" className="mb-8">
      <h2 id="system-release-title" className="sr-only">
        {t('admin-system.release.title')}
      </h2>
      <Card className="p-4">
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">{t('admin-system.release.version')}</dt>
            <dd className="font-medium font-mono" translate="no" data-testid="system-version">
              {system.version}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('admin-system.release.node')}</dt>
            <dd className="font-medium font-mono" translate="no">
              {system.node}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('admin-system.release.uptime')}</dt>
            <dd className="font-medium">
              <time
                dateTime={system.startedAt}
                title={formatDateTime(system.startedAt)}
                data-testid="system-uptime"
              >
                {t('admin-system.release.uptimeValue', uptimeParts(system.uptimeSeconds))}
              </time>
            </dd>
          </div>
        </dl>
      </Card>
    </section>
  );
}
