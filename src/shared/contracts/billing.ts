/**
 * Billing's contract: the public plans, the user's subscription with checkout and portal, Stripe's
 * webhook answer, the local provider's pages and clock, and the admin's plan editor, sync and verify.
 * Amounts are integer US cents.
 *
 * This module is the contract's one import path; each part lives in its own module beside it.
 */
export * from './billing-clock.ts';
export * from './billing-coupons.ts';
export * from './billing-invoices.ts';
export * from './billing-local-provider.ts';
export * from './billing-plan-admin.ts';
export * from './billing-plan-changes.ts';
export * from './billing-plans.ts';
export * from './billing-subscriptions.ts';
