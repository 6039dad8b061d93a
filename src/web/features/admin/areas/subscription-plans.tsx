import { AreaPlaceholder } from '../area-placeholder';

// Not built yet: replace this component with the area's screens.
export function SubscriptionPlansPage() {
  return <AreaPlaceholder area="subscription-plans" />;
}
