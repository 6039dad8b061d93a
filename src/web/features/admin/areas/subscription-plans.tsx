// The area lives in features/admin/subscription-plans (editor, sync and verify reports, hooks).
export { SubscriptionPlansPage } from '../subscription-plans/subscription-plans-page';
