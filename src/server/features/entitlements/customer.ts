/**
 * A customer: who a plan is bought for and whose entitlements apply. A user's personal space, or
 * an organization. Tables that belong to a customer keep `customer_key` (`user:<id>` /
 * `organization:<id>`) beside their owner columns, so one index serves either kind.
 */
export type Customer = { kind: 'user'; id: string } | { kind: 'organization'; id: string };

export const userCustomer = (id: string): Customer => ({ kind: 'user', id });
export const organizationCustomer = (id: string): Customer => ({ kind: 'organization', id });

export const customerKey = (customer: Customer) => `${customer.kind}:${customer.id}`;

/** The owner columns of a customer's row (schema/entitlements.ts). */
export const ownerOf = (customer: Customer) => ({
  customerKey: customerKey(customer),
  userId: customer.kind === 'user' ? customer.id : null,
  organizationId: customer.kind === 'organization' ? customer.id : null,
});
