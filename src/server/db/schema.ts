/**
 * The database schema, one module per area under schema/; drizzle-kit and better-auth read it
 * from here. Only re-exports: the area modules import `users` from schema/users.ts, never this
 * file, so no import goes in a circle.
 */
export * from './schema/api-keys.ts';
export * from './schema/app-settings.ts';
export * from './schema/billing.ts';
export * from './schema/blog.ts';
export * from './schema/content.ts';
export * from './schema/coupons.ts';
export * from './schema/email-templates.ts';
export * from './schema/emails.ts';
export * from './schema/entitlements.ts';
export * from './schema/intake.ts';
export * from './schema/invoices.ts';
export * from './schema/jobs.ts';
export * from './schema/organizations.ts';
export * from './schema/passkeys.ts';
export * from './schema/scheduled-changes.ts';
export * from './schema/security-logs.ts';
export * from './schema/server-errors.ts';
export * from './schema/subscription-movements.ts';
export * from './schema/two-factor.ts';
export * from './schema/users.ts';
export * from './schema/webhooks.ts';
