/**
 * What a founder reads first about billing, over the chosen range: trials started and converted,
 * MRR movement (new, expansion, contraction, churn, net) and payments failed and recovered.
 */
import type { DashboardData } from '@shared/contracts/dashboard';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n/provider';
import { cn, formatMoney, formatNumber } from '@/lib/utils';

interface Figure {
  key: string;
  label: string;
  value: string;
  tone?: 'up' | 'down';
}

function FigureGroup({ title, figures }: { title: string; figures: Figure[] }) {
  return (
    <div className="min-w-0 space-y-2">
      <h3 className="font-medium text-muted-foreground text-xs uppercase tracking-wide">{title}</h3>
      <dl className="space-y-1.5">
        {figures.map((figure) => (
          <div
            key={figure.key}
            className="flex items-baseline justify-between gap-3 text-sm"
            data-testid="billing-figure"
            data-figure={figure.key}
          >
            <dt className="truncate text-muted-foreground">{figure.label}</dt>
            <dd
              className={cn(
                'font-semibold tabular-nums',
                figure.tone === 'up' && 'text-success',
                figure.tone === 'down' && 'text-destructive',
              )}
            >
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function BillingFigures({ data, dimmed }: { data: DashboardData; dimmed?: boolean }) {
  const t = useT();
  const { billing } = data;
  const movement = billing.mrrMovement;
  const signed = (cents: number) => (cents > 0 ? `+${formatMoney(cents)}` : formatMoney(cents));
  return (
    <Card className={cn('gap-4 p-4 sm:p-6', dimmed && 'opacity-60')} data-testid="billing-figures">
      <CardHeader className="px-0">
        <CardTitle>
          <h2>{t('admin-dashboard.billing.title')}</h2>
        </CardTitle>
        <CardDescription>{t('admin-dashboard.billing.description', { range: data.range })}</CardDescription>
      </CardHeader>
      <div className="grid gap-6 sm:grid-cols-3">
        <FigureGroup
          title={t('admin-dashboard.billing.trials')}
          figures={[
            {
              key: 'trialsStarted',
              label: t('admin-dashboard.billing.trialsStarted'),
              value: formatNumber(billing.trialsStarted),
            },
            {
              key: 'trialsConverted',
              label: t('admin-dashboard.billing.trialsConverted'),
              value: formatNumber(billing.trialsConverted),
            },
          ]}
        />
        <FigureGroup
          title={t('admin-dashboard.billing.mrrMovement')}
          figures={[
            { key: 'new', label: t('admin-dashboard.billing.new'), value: formatMoney(movement.new) },
            {
              key: 'expansion',
              label: t('admin-dashboard.billing.expansion'),
              value: formatMoney(movement.expansion),
            },
            {
              key: 'contraction',
              label: t('admin-dashboard.billing.contraction'),
              value: formatMoney(movement.contraction),
            },
            { key: 'churn', label: t('admin-dashboard.billing.churn'), value: formatMoney(movement.churn) },
            {
              key: 'net',
              label: t('admin-dashboard.billing.net'),
              value: signed(movement.net),
              tone: movement.net > 0 ? 'up' : movement.net < 0 ? 'down' : undefined,
            },
          ]}
        />
        <FigureGroup
          title={t('admin-dashboard.billing.payments')}
          figures={[
            {
              key: 'paymentsFailed',
              label: t('admin-dashboard.billing.paymentsFailed'),
              value: formatNumber(billing.paymentsFailed),
            },
            {
              key: 'paymentsRecovered',
              label: t('admin-dashboard.billing.paymentsRecovered'),
              value: formatNumber(billing.paymentsRecovered),
            },
          ]}
        />
      </div>
    </Card>
  );
}
