import type { DependencyStatus, SystemOverview } from '@shared/contracts/system';
import type * as React from 'react';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/provider';
import { formatNumber } from '@/lib/utils';
import { DependencyStatusBadge } from './status-badge';

type Dependencies = SystemOverview['dependencies'];

/** Database, Redis, mail, storage and payments: one card each, its status and what it runs on. */
export function DependencyCards({ dependencies }: { dependencies: Dependencies }) {
  const t = useT();
  const { database, redis, mail, storage, payments } = dependencies;
  return (
    <section aria-labelledby="system-dependencies-title" className="mb-8">
      <h2 id="system-dependencies-title" className="mb-3 font-semibold text-lg">
        {t('admin-system.dependencies.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        <DependencyCard name="database" title={t('admin-system.database.title')} status={database.status}>
          <Fact label={t('admin-system.database.kind')} value={database.kind} literal />
          <Fact
            label={t('admin-system.database.latency')}
            value={
              database.latencyMs === null
                ? t('admin-system.noAnswer')
                : t('admin-system.milliseconds', { ms: database.latencyMs })
            }
          />
        </DependencyCard>
        <DependencyCard
          name="redis"
          title={t('admin-system.redis.title')}
          status={redis.status}
          note={redis.status === 'off' ? t('admin-system.redis.off') : undefined}
        />
        <DependencyCard name="mail" title={t('admin-system.mail.title')} status={mail.status}>
          <Fact label={t('admin-system.mail.transport')} value={mail.transport} literal />
          <Fact label={t('admin-system.mail.failed')} value={formatNumber(mail.failedLast24h)} />
        </DependencyCard>
        <DependencyCard name="storage" title={t('admin-system.storage.title')} status={storage.status}>
          <Fact label={t('admin-system.storage.driver')} value={storage.driver} literal />
        </DependencyCard>
        <DependencyCard name="payments" title={t('admin-system.payments.title')} status={payments.status}>
          <Fact label={t('admin-system.payments.provider')} value={payments.provider} literal />
        </DependencyCard>
      </ul>
    </section>
  );
}

function DependencyCard({
  name,
  title,
  status,
  note,
  children,
}: {
  name: string;
  title: string;
  status: DependencyStatus;
  /** A sentence under the title (why a dependency is off). */
  note?: string;
  /** Its facts: `Fact`s. */
  children?: React.ReactNode;
}) {
  return (
    <li>
      <Card className="h-full gap-3 p-4" data-testid="dependency" data-dependency={name} data-status={status}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-medium">{title}</h3>
          <DependencyStatusBadge status={status} />
        </div>
        {note ? <p className="text-muted-foreground text-sm">{note}</p> : null}
        {children ? <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">{children}</dl> : null}
      </Card>
    </li>
  );
}

/** One line of a card; `literal` values (a driver's name) are not translated. */
function Fact({ label, value, literal }: { label: string; value: string; literal?: boolean }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right tabular-nums" translate={literal ? 'no' : undefined}>
        {value}
      </dd>
    </>
  );
}
