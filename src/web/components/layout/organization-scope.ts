/**
 * Where the switcher leads after a choice: the same page in the chosen scope when the current page
 * has one (an organization's page or billing ↔ another's, or the personal account's), else the
 * chosen scope's own page (the organization, or /account for the personal space).
 */
export type ScopeDestination =
  | { to: '/organizations/$id' | '/organizations/$id/billing'; params: { id: string } }
  | { to: '/account' | '/account/billing' };

const BILLING_PAGES = [/^\/organizations\/[^/]+\/billing\/?$/, /^\/account\/billing\/?$/];

export function scopeDestination(organizationId: string | null, pathname: string): ScopeDestination {
  const billing = BILLING_PAGES.some((page) => page.test(pathname));
  if (organizationId === null) return { to: billing ? '/account/billing' : '/account' };
  return {
    to: billing ? '/organizations/$id/billing' : '/organizations/$id',
    params: { id: organizationId },
  };
}
