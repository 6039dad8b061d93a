/** Billing-period arithmetic shared by the local provider and discounts (no database, no imports of billing state). */
import type { BillingCycle } from '../../../shared/contracts/billing.ts';

/** The end of a period that starts at `start`: one calendar month or year later, in UTC. */
export function addPeriod(start: Date, cycle: BillingCycle): Date {
  const end = new Date(start);
  if (cycle === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}
