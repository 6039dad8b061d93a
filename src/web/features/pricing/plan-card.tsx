/** One plan of the pricing grid: price for the chosen cycle, features, and what the visitor can do with it. */
import { Link } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import type * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { isPromotionCodeRefusal, useBillingRedirect } from '@/features/billing/use-billing';
import { FormattedMessage, useT } from '@/i18n/provider';
import type { BillingCycle, Plan, Subscription } from '@/lib/api/billing';
import { apiErrorMessage } from '@/lib/forms';
import { cn, formatMoney, formatPrice } from '@/lib/utils';
import { planFeatureLines } from './plan-feature-lines';
import { yearlySaving } from './pricing-math';

interface PlanCardProps {
  plan: Plan;
  cycle: BillingCycle;
  /** The highlighted plan ("Most popular"). */
  featured: boolean;
  /** The signed-in user's plan. */
  current: boolean;
  signedIn: boolean;
  /** The user's live subscription: subscribers change plan in the billing portal. */
  subscription: Subscription | null;
  /** The promotion code to check out with ('' for none). */
  promotionCode: string;
  /** The server refused the code: why, in the reader's language. */
  onPromotionCodeRefused: (reason: string) => void;
}

const isFree = (plan: Plan) => plan.priceMonthly === 0 && plan.priceYearly === 0;

export function PlanCard(props: PlanCardProps) {
  const t = useT();
  const { plan, cycle, featured, current } = props;
  const free = isFree(plan);
  const yearly = cycle === 'yearly';
  const price = yearly ? plan.priceYearly : plan.priceMonthly;
  const saving = yearlySaving(plan);
  const { terms, features } = planFeatureLines(plan, t);

  return (
    <Card
      className={cn(
        'relative',
        featured && 'border-primary shadow-lg shadow-primary/10',
        current && 'ring-2 ring-primary',
      )}
      data-testid="plan-card"
      data-plan={plan.slug}
      data-current={current ? 'true' : undefined}
    >
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-lg">
            <h2 data-content>{plan.name}</h2>
          </CardTitle>
          {current ? (
            <Badge variant="success" data-testid="current-plan">
              <Check aria-hidden="true" /> {t('pricing.card.yourPlan')}
            </Badge>
          ) : featured ? (
            <Badge>{t('pricing.card.mostPopular')}</Badge>
          ) : null}
        </div>
        {plan.description ? <CardDescription data-content>{plan.description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex-1 space-y-6">
        <div>
          <p>
            <span className="font-semibold text-4xl tracking-tight" data-testid="plan-price">
              {formatPrice(price)}
            </span>
            {price === 0 ? null : (
              <span className="text-muted-foreground text-sm">
                {' '}
                {plan.pricingModel === 'per_seat'
                  ? yearly
                    ? t('pricing.card.perMemberYear')
                    : t('pricing.card.perMemberMonth')
                  : yearly
                    ? t('pricing.card.perYear')
                    : t('pricing.card.perMonth')}
              </span>
            )}
          </p>
          <p className="mt-1 min-h-5 text-muted-foreground text-sm">
            {free ? (
              t('pricing.card.freeForever')
            ) : yearly ? (
              saving > 0 ? (
                <span className="text-success">
                  {t('pricing.card.yearlyMonthly', {
                    monthly: formatMoney(Math.round(plan.priceYearly / 12)),
                    saving: formatMoney(saving),
                  })}
                </span>
              ) : (
                t('pricing.card.billedYearly')
              )
            ) : saving > 0 ? (
              t('pricing.card.orYearly', {
                yearly: formatMoney(plan.priceYearly),
                saving: formatMoney(saving),
              })
            ) : (
              t('pricing.card.billedMonthly')
            )}
          </p>
        </div>
        <ul className="space-y-2.5 text-sm" data-testid="plan-card-features">
          {terms.map((term) => (
            <FeatureLine key={`term:${term}`} text={term} />
          ))}
          {features.map((feature) => (
            <FeatureLine key={`feature:${feature}`} text={feature} adminText />
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <PlanAction {...props} />
      </CardFooter>
    </Card>
  );
}

function PlanAction(props: PlanCardProps) {
  const { plan, cycle, featured, current, signedIn, subscription, promotionCode } = props;
  const t = useT();
  const free = isFree(plan);
  const redirect = useBillingRedirect();
  // The plan's name is the admin's words, inside a sentence of ours. The sentence is one span: the
  // button lays out its children with a gap, which would widen the spaces around the name.
  const name = { plan: plan.name, name: (chunks: React.ReactNode[]) => <span data-content>{chunks}</span> };
  const variant = featured ? 'default' : 'outline';
  const priceId = cycle === 'yearly' ? plan.priceIds.yearly : plan.priceIds.monthly;

  if (!signedIn) {
    return (
      <Button className="w-full" variant={variant} asChild>
        {free ? (
          <Link to="/sign-up">{t('pricing.action.getStarted')}</Link>
        ) : (
          <Link to="/sign-in" search={{ redirect: '/pricing' }}>
            <span>
              <FormattedMessage id="pricing.action.signInToChoose" values={name} />
            </span>
          </Link>
        )}
      </Button>
    );
  }

  // Subscribers change plan, cycle or cancel in the billing portal.
  if (subscription) {
    const label = current ? (
      t('pricing.action.manageBilling')
    ) : free ? (
      t('pricing.action.downgrade')
    ) : (
      <span>
        <FormattedMessage id="pricing.action.switchTo" values={name} />
      </span>
    );
    return (
      <Button
        className="w-full"
        variant={current ? 'outline' : variant}
        loading={redirect.isPending}
        onClick={() => redirect.mutate({ kind: 'portal' })}
      >
        {label}
      </Button>
    );
  }

  if (current || free)
    return <Note>{current ? t('pricing.action.currentPlan') : t('pricing.action.included')}</Note>;
  if (!priceId)
    return <Note>{cycle === 'yearly' ? t('pricing.action.noYearly') : t('pricing.action.noMonthly')}</Note>;

  return (
    <Button
      className="w-full"
      variant={variant}
      loading={redirect.isPending}
      onClick={() =>
        redirect.mutate(
          { kind: 'checkout', priceId, billingCycle: cycle, promotionCode: promotionCode || undefined },
          {
            onError: (error) => {
              if (isPromotionCodeRefusal(error)) props.onPromotionCodeRefused(apiErrorMessage(error));
            },
          },
        )
      }
    >
      <span>
        <FormattedMessage id="pricing.action.upgradeTo" values={name} />
      </span>
    </Button>
  );
}

/** One line of what a plan offers; `adminText`: the admin's words, shown as written (data-content). */
function FeatureLine({ text, adminText = false }: { text: string; adminText?: boolean }) {
  return (
    <li className="flex gap-2">
      <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span data-content={adminText ? true : undefined}>{text}</span>
    </li>
  );
}

/** In place of a button: why there is nothing to do with this plan. */
function Note({ children }: { children: React.ReactNode }) {
  return (
    <p className="w-full rounded-md border border-dashed py-2 text-center text-muted-foreground text-sm">
      {children}
    </p>
  );
}
