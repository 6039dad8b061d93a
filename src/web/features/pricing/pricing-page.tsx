import { Link } from '@tanstack/react-router';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { isLiveSubscription } from '@/features/billing/subscription-status';
import { usePlans } from '@/features/billing/use-billing';
import { useT } from '@/i18n/provider';
import type { BillingCycle, Plan } from '@/lib/api/billing';
import { useMe } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { PlanCard } from './plan-card';
import { yearlySaving } from './pricing-math';
import { PromotionCodeField } from './promotion-code-field';

/** The yearly saving in percent, and whether it differs between plans ("up to"). */
function savingPercent(plans: Plan[]): { percent: number; upTo: boolean } {
  const percents = plans
    .filter((plan) => plan.priceMonthly > 0)
    .map((plan) => Math.round((yearlySaving(plan) / (plan.priceMonthly * 12)) * 100));
  const percent = Math.max(0, ...percents);
  return { percent, upTo: percents.some((value) => value !== percent) };
}

/**
 * Public plans from GET /api/plans with a monthly/yearly toggle. Signed-out visitors are sent to
 * sign in (and back here); signed-in users without a plan start checkout; subscribers go to the
 * billing portal, where plan changes happen.
 */
export function PricingPage() {
  const t = useT();
  useDocumentTitle(t('pricing.title'), t('pricing.intro'));
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const plans = usePlans();
  const { percent, upTo } = plans.data ? savingPercent(plans.data.plans) : { percent: 0, upTo: false };

  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-balance font-semibold text-4xl tracking-tight sm:text-5xl">
          {t('pricing.heading')}
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">{t('pricing.intro')}</p>
        <fieldset className="mt-8 inline-flex rounded-lg bg-muted p-1">
          <legend className="sr-only">{t('pricing.cycle.label')}</legend>
          {(['monthly', 'yearly'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={cycle === option}
              onClick={() => setCycle(option)}
              className={cn(
                'inline-flex items-center gap-2 rounded-md px-4 py-1.5 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                cycle === option ? 'bg-background shadow-sm' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {option === 'yearly' ? t('pricing.cycle.yearly') : t('pricing.cycle.monthly')}
              {option === 'yearly' && percent > 0 ? (
                <span className="rounded bg-success/10 px-1.5 py-0.5 text-success text-xs">
                  {upTo
                    ? t('pricing.cycle.saveUpTo', { percent: percent / 100 })
                    : t('pricing.cycle.save', { percent: percent / 100 })}
                </span>
              ) : null}
            </button>
          ))}
        </fieldset>
      </div>
      <div className="mt-12">
        {plans.isPending ? (
          <div className="grid gap-6 md:grid-cols-3" data-testid="pricing-loading" aria-busy="true">
            <span className="sr-only">{t('pricing.loading')}</span>
            <Skeleton className="h-96" />
            <Skeleton className="h-96" />
            <Skeleton className="h-96" />
          </div>
        ) : plans.isError ? (
          <RetryAlert title={t('pricing.loadFailed')} query={plans} className="mx-auto max-w-xl" />
        ) : plans.data.plans.length === 0 ? (
          <EmptyState
            icon={CreditCard}
            title={t('pricing.empty.title')}
            description={t('pricing.empty.description')}
          >
            <Button asChild>
              <Link to="/sign-up">{t('pricing.empty.createAccount')}</Link>
            </Button>
          </EmptyState>
        ) : (
          <PlanGrid plans={plans.data.plans} cycle={cycle} />
        )}
      </div>
    </div>
  );
}

function PlanGrid({ plans, cycle }: { plans: Plan[]; cycle: BillingCycle }) {
  const me = useMe();
  const user = me.data ?? null;
  const subscription = isLiveSubscription(user?.subscription) ? user.subscription : null;
  // Signed in without a paid plan: the free plan (the one without prices) is theirs.
  const currentPlanId = user
    ? ((subscription
        ? plans.find(
            (plan) =>
              plan.id === subscription.plan.id ||
              plan.slug === subscription.plan.slug ||
              plan.name === subscription.plan.name,
          )?.id
        : plans.find((plan) => plan.priceMonthly === 0)?.id) ?? null)
    : null;
  const featuredIndex = plans.length > 2 ? 1 : -1;
  // A code goes with a checkout: for a signed-in visitor without a live subscription.
  const [promotionCode, setPromotionCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const canCheckOut = Boolean(user) && !subscription;

  return (
    <>
      {canCheckOut ? (
        <PromotionCodeField
          value={promotionCode}
          error={codeError}
          onChange={(code) => {
            setPromotionCode(code);
            setCodeError(null);
          }}
        />
      ) : null}
      <div
        className={cn('grid gap-6', plans.length >= 3 ? 'md:grid-cols-3' : 'md:grid-cols-2')}
        data-testid="plan-grid"
      >
        {plans.map((plan, index) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            cycle={cycle}
            featured={index === featuredIndex}
            current={plan.id === currentPlanId}
            signedIn={Boolean(user)}
            subscription={subscription}
            promotionCode={canCheckOut ? promotionCode.trim() : ''}
            onPromotionCodeRefused={setCodeError}
          />
        ))}
      </div>
    </>
  );
}
