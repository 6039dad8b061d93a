/**
 * The one upgrade prompt: any page shows it for an ApiError the plan refused (403 `plan_limit` or
 * `plan_feature`, 413 `storage_limit`), and it shows nothing for any other error. It says the
 * refusal in the reader's language, "N of M used" for a limit, and leads to the billing page of
 * the space refused (the user's, or the organization's), naming the cheapest plan that allows it.
 * It takes the focus when it appears, so a keyboard or screen-reader user lands on the way out.
 * Its words are in the `usage` area: a page that shows it loads that area with its route.
 */
import type { PlanRefusal } from '@shared/contracts/plan-entitlements';
import { Link } from '@tanstack/react-router';
import { ArrowUpCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { ApiError } from '@/lib/api';
import { apiErrorMessage } from '@/lib/forms';
import { formatNumber } from '@/lib/utils';
import type { ActiveSpace } from '../organizations/use-active-space';
import { usePlans } from './use-billing';

/** The plan's refusal an error carries, or null when it is not one. */
export function planRefusalOf(error: unknown): PlanRefusal | null {
  return error instanceof ApiError ? error.planRefusal : null;
}

/**
 * `takeFocus`: the refusal answers what the user just did (a form's submit), so it takes the focus
 * and the screen reader reads it. false for a refusal the page met on loading (a panel the plan
 * does not include): moving the focus there would scroll the page to it and away from the top.
 */
export function UpgradePrompt({
  error,
  space,
  takeFocus = true,
}: {
  error: unknown;
  space: ActiveSpace | null;
  takeFocus?: boolean;
}) {
  const refusal = planRefusalOf(error);
  return refusal ? (
    <RefusalAlert error={error} refusal={refusal} space={space} takeFocus={takeFocus} />
  ) : null;
}

function RefusalAlert({
  error,
  refusal,
  space,
  takeFocus,
}: {
  error: unknown;
  refusal: PlanRefusal;
  space: ActiveSpace | null;
  takeFocus: boolean;
}) {
  const t = useT();
  const plans = usePlans();
  const ref = useRef<HTMLDivElement>(null);
  // A new refusal (another attempt refused again) takes the focus again.
  useEffect(() => {
    if (error && takeFocus) ref.current?.focus();
  }, [error, takeFocus]);
  const firstPlan = refusal.upgradePlans[0];
  const planName = plans.data?.plans.find((plan) => plan.slug === firstPlan)?.name;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      className="outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      data-testid="upgrade-prompt"
      data-plan={firstPlan}
    >
      <ArrowUpCircle />
      <AlertTitle className="line-clamp-none">
        {refusal.feature ? t('usage.upgrade.featureTitle') : t('usage.upgrade.title')}
      </AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{apiErrorMessage(error)}</p>
        {refusal.limit ? (
          <p className="font-medium text-foreground tabular-nums" data-testid="upgrade-prompt-usage">
            {t('usage.upgrade.usedOfMax', {
              used: formatNumber(refusal.limit.used),
              max: formatNumber(refusal.limit.max),
            })}
          </p>
        ) : null}
        <Button asChild size="sm" className="w-fit">
          {space?.organizationId ? (
            <Link to="/organizations/$id/billing" params={{ id: space.organizationId }}>
              <UpgradeLabel planName={planName} />
            </Link>
          ) : (
            <Link to="/account/billing">
              <UpgradeLabel planName={planName} />
            </Link>
          )}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** "Upgrade to Pro" once the plans' names are known (and a plan allows it), else "See plans". */
function UpgradeLabel({ planName }: { planName: string | undefined }) {
  const t = useT();
  return (
    <>
      <ArrowUpCircle />{' '}
      {planName ? t('usage.upgrade.toPlan', { plan: planName }) : t('usage.upgrade.seePlans')}
    </>
  );
}
