import type { Subscription } from '@/lib/api/billing';
import { cn } from '@/lib/utils';
import { SubscriptionStatusBadge } from './subscription-status';

const sizes = {
  /** The account page's summary. */
  md: ['gap-2', 'text-lg'],
  /** The billing pages, where the plan is the subject. */
  lg: ['gap-3', 'text-2xl tracking-tight'],
} as const;

/** The subscribed plan's name (as the admin wrote it) with its status badge beside it. */
export function PlanHeadline({
  subscription,
  size,
  nameTestId,
}: {
  subscription: Subscription;
  size: keyof typeof sizes;
  nameTestId?: string;
}) {
  const [gap, text] = sizes[size];
  return (
    <div className={cn('flex flex-wrap items-center', gap)}>
      <span className={cn('font-semibold', text)} data-testid={nameTestId} data-content>
        {subscription.plan.name}
      </span>
      <SubscriptionStatusBadge subscription={subscription} />
    </div>
  );
}
