import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import {
  isLiveSubscription,
  periodSentence,
  SubscriptionStatusBadge,
  subscriptionPrice,
} from '@/features/billing/subscription-status';
import type { Subscription } from '@/lib/api/billing';

/** The plan in brief, with the way to the billing page. */
export function SubscriptionCard({ subscription }: { subscription: Subscription | null }) {
  const live = isLiveSubscription(subscription) ? subscription : null;
  return (
    <Card data-testid="subscription-card">
      <CardHeader>
        <CardTitle>Subscription</CardTitle>
        <CardDescription>Your current plan.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        {live ? (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-lg">{live.plan.name}</span>
              <SubscriptionStatusBadge subscription={live} />
            </div>
            <p className="text-muted-foreground text-sm">
              {subscriptionPrice(live)}
              {periodSentence(live) ? ` · ${periodSentence(live)}` : null}
            </p>
          </>
        ) : (
          <>
            <span className="font-semibold text-lg">Free plan</span>
            <p className="text-muted-foreground text-sm">
              Upgrade for more projects, seats and priority support.
            </p>
          </>
        )}
      </CardContent>
      <CardFooter className="mt-auto flex-wrap gap-2">
        <Button variant="outline" size="sm" asChild>
          <Link to="/account/billing">Billing</Link>
        </Button>
        <Button variant="ghost" size="sm" asChild>
          <Link to="/pricing">{live ? 'Compare plans' : 'See plans'}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
