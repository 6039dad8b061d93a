/**
 * A customer's entitlements on its admin page (a user's or an organization's details): its plan,
 * each limit with what it has used, its flags, and the admin's overrides.
 */
import type { EntitlementsView } from '@shared/contracts/entitlements';
import { LIMIT_KEYS } from '@shared/contracts/plan-entitlements';
import { Badge } from '@/components/ui/badge';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SkeletonLines } from '@/components/ui/skeleton';
import { statusLabel } from '@/features/billing/subscription-status';
import { FormattedMessage, useT } from '@/i18n/provider';
import { formatNumber } from '@/lib/utils';
import { DetailSection } from '../list-kit/detail-sheet';
import { flagLabel, limitLabel } from './labels';
import { OverridesEditor } from './overrides-editor';
import { flagNames } from './overrides-form';
import { type Customer, useCustomerEntitlements } from './use-entitlements';

export function EntitlementsSection({ customer }: { customer: Customer }) {
  const t = useT();
  const entitlements = useCustomerEntitlements(customer);
  return (
    <DetailSection title={t('admin-entitlements.title')}>
      <div className="grid gap-4 rounded-lg border p-3 text-sm" data-testid="entitlements">
        {entitlements.isPending ? (
          <SkeletonLines lines={['h-5 w-2/3', 'h-24 w-full']} />
        ) : entitlements.isError ? (
          <RetryAlert title={t('admin-entitlements.loadError')} query={entitlements} />
        ) : (
          <>
            <PlanLine view={entitlements.data.entitlements} />
            <LimitList view={entitlements.data.entitlements} />
            <FlagList view={entitlements.data.entitlements} />
            <OverridesEditor
              customer={customer}
              overrides={entitlements.data.overrides}
              flags={flagNames(entitlements.data.entitlements.flags, entitlements.data.overrides)}
            />
          </>
        )}
      </div>
    </DetailSection>
  );
}

function PlanLine({ view }: { view: EntitlementsView }) {
  const name = {
    plan: view.plan.name,
    name: (chunks: React.ReactNode[]) => <span data-content>{chunks}</span>,
  };
  return (
    <p className="font-medium" data-testid="entitlements-plan">
      {view.status ? (
        <FormattedMessage
          id="admin-entitlements.plan"
          values={{ ...name, status: statusLabel(view.status) }}
        />
      ) : (
        <FormattedMessage id="admin-entitlements.planFree" values={name} />
      )}
    </p>
  );
}

/** "3 of 10", "3 of unlimited", or the maximum alone for a rate (nothing counted). */
function useUsageText() {
  const t = useT();
  return ({ used, max }: EntitlementsView['limits'][string]) => {
    if (used === null) return max === null ? t('admin-entitlements.unlimited') : formatNumber(max);
    return max === null
      ? t('admin-entitlements.usageUnlimited', { used: formatNumber(used) })
      : t('admin-entitlements.usage', { used: formatNumber(used), max: formatNumber(max) });
  };
}

function LimitList({ view }: { view: EntitlementsView }) {
  const t = useT();
  const usageText = useUsageText();
  // The kit's limits in their usual order, then any other the server reports.
  const keys = [...new Set([...LIMIT_KEYS, ...Object.keys(view.limits)])].filter((key) => view.limits[key]);
  return (
    <div className="grid gap-1">
      <h4 className="font-medium text-muted-foreground text-xs">{t('admin-entitlements.limits')}</h4>
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1" data-testid="entitlements-limits">
        {keys.map((key) => {
          const label = limitLabel(key);
          return (
            <div key={key} className="contents" data-limit={key}>
              <dt translate={label ? undefined : 'no'}>{label ? t(label) : key}</dt>
              <dd className="text-right tabular-nums">{usageText(view.limits[key]!)}</dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

function FlagList({ view }: { view: EntitlementsView }) {
  const t = useT();
  const names = Object.keys(view.flags);
  return (
    <div className="grid gap-1">
      <h4 className="font-medium text-muted-foreground text-xs">{t('admin-entitlements.flags')}</h4>
      <ul className="flex flex-wrap gap-1.5" data-testid="entitlements-flags">
        {names.map((name) => {
          const label = flagLabel(name);
          const on = view.flags[name] === true;
          return (
            <li key={name} data-flag={name} data-on={on ? 'true' : 'false'}>
              <Badge variant={on ? 'success' : 'secondary'}>
                <span translate={label ? undefined : 'no'}>{label ? t(label) : name}</span>:{' '}
                {on ? t('admin-entitlements.on') : t('admin-entitlements.off')}
              </Badge>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
