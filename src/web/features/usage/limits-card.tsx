/**
 * The plan's limits with what the space uses of each: "1 of 3" with a bar, "5 used · unlimited",
 * or, for a rate that is not counted here (API requests a minute), its ceiling.
 */
import type { EntitlementsView } from '@shared/contracts/entitlements';
import { LIMIT_KEYS } from '@shared/contracts/plan-entitlements';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n/provider';
import { labelIds } from '@/lib/label-ids';
import { cn, formatNumber } from '@/lib/utils';

type LimitUsage = EntitlementsView['limits'][string];

const LIMIT_LABELS = labelIds('usage.limit', LIMIT_KEYS);

export function LimitsCard({ limits }: { limits: Record<string, LimitUsage> }) {
  const t = useT();
  const shown = LIMIT_KEYS.filter((key) => limits[key]);
  return (
    <Card data-testid="usage-limits">
      <CardHeader>
        <CardTitle>{t('usage.limits.title')}</CardTitle>
        <CardDescription>{t('usage.limits.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          {shown.map((key) => (
            <LimitRow key={key} label={t(LIMIT_LABELS[key])} limit={limits[key] as LimitUsage} testId={key} />
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function LimitRow({ label, limit, testId }: { label: string; limit: LimitUsage; testId: string }) {
  const t = useT();
  const { used, max } = limit;
  const value =
    used === null
      ? max === null
        ? t('usage.limits.rateUnlimited')
        : t('usage.limits.rate', { max: formatNumber(max) })
      : max === null
        ? t('usage.limits.unlimited', { used: formatNumber(used) })
        : t('usage.limits.usedOfMax', { used: formatNumber(used), max: formatNumber(max) });
  const share = used !== null && max !== null && max > 0 ? Math.min(used / max, 1) : null;
  return (
    <div
      className="grid gap-2 py-3 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4"
      data-testid={`limit-${testId}`}
    >
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-medium text-sm tabular-nums sm:text-right" data-testid="limit-value">
        {value}
      </dd>
      {share !== null ? (
        // The words above say it; the bar only shows it.
        <div aria-hidden className="h-1.5 overflow-hidden rounded-full bg-muted sm:col-span-2">
          <div
            className={cn('h-full rounded-full', share >= 1 ? 'bg-destructive' : 'bg-primary')}
            style={{ width: `${Math.round(share * 100)}%` }}
          />
        </div>
      ) : null}
    </div>
  );
}
