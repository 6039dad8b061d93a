// Placeholder until the billing slice (#5) builds this page.
export function BillingPage() {
  return null;
}
