/**
 * One meter over the current billing period: its daily quantities as bars (Recharts, as the admin
 * dashboard draws), the period's total, the units the plan includes, the overage owed and the
 * period's dates. The bars are drawn for the eye; the same figures are a table for everyone else
 * (behind "Show the figures as a table").
 */
import type { EntitlementsView } from '@shared/contracts/entitlements';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useT } from '@/i18n/provider';
import { formatDate, formatMoney, formatNumber, formatter, humanize } from '@/lib/utils';
import { useUsageSeries } from '../billing/use-entitlements';
import type { ActiveSpace } from '../organizations/use-active-space';
import { ChartBox } from './chart-box';

type MeterUsage = EntitlementsView['meters'][string];

/** The meters the kit counts, by name → their title's message id; another is shown by its name. */
const METER_TITLES: Record<string, string> = { api_requests: 'usage.meter.apiRequests' };

/** A day of the series (`YYYY-MM-DD`, UTC) for an axis: "3 Jun", "3. Juni". */
const dayLabel = (day: string) =>
  formatter(
    'usage-day',
    (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  ).format(new Date(`${day}T00:00:00Z`));

export function MeterCard({ meter, usage, space }: { meter: string; usage: MeterUsage; space: ActiveSpace }) {
  const t = useT();
  const titleId = METER_TITLES[meter];
  const title = titleId ? t(titleId) : humanize(meter);
  const start = formatDate(usage.periodStart);
  const end = formatDate(usage.periodEnd);
  return (
    <Card data-testid="usage-meter" data-meter={meter}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{t('usage.meter.description', { start, end })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
          <Figure label={t('usage.meter.total')} testId="meter-total">
            {formatNumber(usage.used)}
          </Figure>
          <Figure label={t('usage.meter.included')} testId="meter-included">
            {usage.included === null ? t('usage.meter.includedUnlimited') : formatNumber(usage.included)}
          </Figure>
          <Figure label={t('usage.meter.overage')} testId="meter-overage">
            {formatMoney(usage.overageAmount)}
          </Figure>
          <Figure label={t('usage.meter.period')} testId="meter-period">
            {t('usage.meter.periodRange', { start, end })}
          </Figure>
        </dl>
        <DailySeries meter={meter} title={title} space={space} />
      </CardContent>
    </Card>
  );
}

function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function DailySeries({ meter, title, space }: { meter: string; title: string; space: ActiveSpace }) {
  const t = useT();
  const series = useUsageSeries(space, meter);
  if (series.isPending) return <Skeleton className="h-56 w-full" />;
  if (series.isError)
    return (
      <p className="text-muted-foreground text-sm" data-testid="meter-series-failed">
        {t('usage.meter.seriesFailed')}
      </p>
    );
  const days = series.data.series;
  if (!days.some((day) => day.quantity > 0))
    return (
      <p
        className="rounded-lg border border-dashed px-4 py-8 text-center text-muted-foreground text-sm"
        data-testid="meter-empty"
      >
        {t('usage.meter.empty')}
      </p>
    );
  const label = t('usage.meter.chartLabel', { meter: title });
  return (
    <div className="grid gap-3" data-testid="meter-chart" data-days={days.length}>
      <ChartBox>
        <BarChart data={days} margin={{ top: 8, right: 4, bottom: 0, left: -12 }} accessibilityLayer={false}>
          <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={dayLabel}
            tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
            tickLine={false}
            axisLine={false}
            minTickGap={16}
          />
          <YAxis
            allowDecimals={false}
            tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
            tickLine={false}
            axisLine={false}
            width={40}
            tickFormatter={formatNumber}
          />
          <Tooltip
            cursor={{ fill: 'var(--muted)', opacity: 0.5 }}
            labelFormatter={(day) => (typeof day === 'string' ? dayLabel(day) : '')}
            formatter={(value) => [formatNumber(Number(value)), title]}
            contentStyle={{
              background: 'var(--popover)',
              color: 'var(--popover-foreground)',
              border: '1px solid var(--border)',
              borderRadius: 8,
              fontSize: 12,
            }}
          />
          <Bar dataKey="quantity" name={title} fill="var(--primary)" radius={[3, 3, 0, 0]} maxBarSize={24} />
        </BarChart>
      </ChartBox>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground hover:text-foreground">
          {t('usage.meter.showTable')}
        </summary>
        <Table className="mt-2">
          <caption className="sr-only">{label}</caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{t('usage.meter.date')}</TableHead>
              <TableHead scope="col" className="text-right">
                {t('usage.meter.quantity')}
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {days.map((day) => (
              <TableRow key={day.date}>
                <TableCell>{formatDate(`${day.date}T12:00:00Z`)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(day.quantity)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </details>
    </div>
  );
}
