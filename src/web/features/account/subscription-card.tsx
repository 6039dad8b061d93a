import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import type { Subscription } from '@/lib/api';
import { formatDate, formatMoney } from '@/lib/utils';

const statusVariant = (status: string) =>
  status === 'active' || status === 'trialing' ? 'success' : status === 'canceled' ? 'secondary' : 'warning';

export function SubscriptionCard({ subscription }: { subscription: Subscription | null }) {
  return (
    <Card data-testid="subscription-card">
      <CardHeader>
        <CardTitle>Subscription</CardTitle>
        <CardDescription>Your current plan.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        {subscription ? (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-lg">{subscription.plan.name}</span>
              <Badge variant={statusVariant(subscription.status)} className="capitalize">
                {subscription.status.replace(/_/g, ' ')}
              </Badge>
            </div>
            <p className="text-muted-foreground text-sm">
              {formatMoney(subscription.plan.priceMonthly)} / month
              {subscription.currentPeriodEnd
                ? ` · renews ${formatDate(subscription.currentPeriodEnd)}`
                : null}
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
      <CardFooter className="mt-auto">
        <Button variant="outline" size="sm" asChild>
          <Link to="/pricing">{subscription ? 'Change plan' : 'See plans'}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
