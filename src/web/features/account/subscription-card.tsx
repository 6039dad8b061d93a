import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { PlanHeadline } from '@/features/billing/plan-headline';
import {
  isLiveSubscription,
  periodSentence,
  subscriptionPrice,
} from '@/features/billing/subscription-status';
import { useT } from '@/i18n/provider';
import type { Subscription } from '@/lib/api/billing';

/** The plan in brief, with the way to the billing page and to what the plan's limits have used. */
export function SubscriptionCard({ subscription }: { subscription: Subscription | null }) {
  const t = useT();
  const live = isLiveSubscription(subscription) ? subscription : null;
  const period = live ? periodSentence(live) : null;
  return (
    <Card data-testid="subscription-card">
      <CardHeader>
        <CardTitle>{t('account.subscription.title')}</CardTitle>
        <CardDescription>{t('account.subscription.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        {live ? (
          <>
            <PlanHeadline subscription={live} size="md" />
            <p className="text-muted-foreground text-sm">
              {period
                ? t('account.subscription.priceAndPeriod', { price: subscriptionPrice(live), period })
                : subscriptionPrice(live)}
            </p>
          </>
        ) : (
          <>
            <span className="font-semibold text-lg">{t('account.subscription.freePlan')}</span>
            <p className="text-muted-foreground text-sm">{t('billing.upgradePitch')}</p>
          </>
        )}
      </CardContent>
      <CardFooter className="mt-auto flex-wrap gap-2">
        <Button variant="outline" size="sm" asChild>
          <Link to="/account/billing">{t('account.subscription.billing')}</Link>
        </Button>
        <Button variant="ghost" size="sm" asChild>
          <Link to="/account/usage">{t('layout.menu.usage')}</Link>
        </Button>
        <Button variant="ghost" size="sm" asChild>
          <Link to="/pricing">{live ? t('billing.comparePlans') : t('billing.seePlans')}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
