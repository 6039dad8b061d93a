/**
 * The plan editor's flags, limits and metered prices: what it shows of a stored plan, and what
 * it sends back on save.
 */
import { describe, expect, it } from 'vitest';
import type { AdminPlan } from '@/lib/api/billing';
import { planForm, toForm, toUpdate } from './plan-form';

const stored: AdminPlan = {
  id: 2,
  name: 'Pro',
  slug: 'pro',
  description: 'For professionals.',
  priceMonthly: 1900,
  priceYearly: 19000,
  trialDays: 0,
  pricingModel: 'flat',
  stripeProductId: null,
  stripePriceIdMonthly: null,
  stripePriceIdYearly: null,
  features: ['E-mail support'],
  translations: {},
  limits: { projects: 10, teamMembers: null, storageMb: 10240, reportsPerDay: 3 },
  flags: { apiAccess: true, sso: false, betaReports: true },
  usagePricing: [{ meter: 'api_requests', includedUnits: 100000, unitAmount: 150, per: 10000 }],
  active: true,
  visible: true,
  sortOrder: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the plan editor’s terms', () => {
  it('shows every flag the kit knows, off unless the plan switches it on, then the plan’s own', () => {
    expect(toForm(stored).flags).toEqual([
      { name: 'apiAccess', on: true },
      { name: 'webhooks', on: false },
      { name: 'customDomain', on: false },
      { name: 'sso', on: false },
      { name: 'prioritySupport', on: false },
      { name: 'betaReports', on: true },
    ]);
  });

  it('shows a known limit as its number or as unlimited, and a team’s own limit among the others', () => {
    const form = toForm(stored);
    expect(form.quotas.projects).toEqual({ unlimited: false, value: '10' });
    expect(form.quotas.teamMembers).toEqual({ unlimited: true, value: '' });
    expect(form.quotas.apiRequestsPerMonth).toEqual({ unlimited: true, value: '' });
    expect(form.limits).toEqual([{ key: 'reportsPerDay', value: '3' }]);
  });

  it('shows a metered price in dollars and saves it in cents', () => {
    const form = toForm(stored);
    expect(form.usagePricing).toEqual([
      { meter: 'api_requests', includedUnits: '100000', price: '1.50', per: '10000' },
    ]);
    expect(toUpdate(form).usagePricing).toEqual(stored.usagePricing);
  });

  it('saves the edited limits and flags, keeping a team’s own limit as it was', () => {
    const form = toForm(stored);
    form.quotas.projects = { unlimited: false, value: '25' };
    form.quotas.storageMb = { unlimited: true, value: '10240' };
    form.flags[3] = { name: 'sso', on: true };
    const update = toUpdate(form);
    expect(update.limits).toEqual({
      reportsPerDay: 3,
      projects: 25,
      teamMembers: null,
      storageMb: null,
      apiRequestsPerMonth: null,
      apiRequestsPerMinute: null,
    });
    expect(update.flags).toMatchObject({ sso: true, apiAccess: true, betaReports: true });
  });

  it('refuses a flag named twice, a meter priced twice and a known limit among the others', () => {
    const form = toForm(stored);
    form.flags.push({ name: 'betaReports', on: false });
    form.usagePricing.push({ ...form.usagePricing[0]! });
    form.limits.push({ key: 'projects', value: '5' });
    const messages = planForm.safeParse(form).error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'This flag is listed twice',
        'Each meter is priced once',
        'This limit has its own field',
      ]),
    );
  });

  it('refuses a limit that is not a whole number unless it is unlimited', () => {
    const form = toForm(stored);
    form.quotas.projects = { unlimited: false, value: '2.5' };
    expect(planForm.safeParse(form).success).toBe(false);
    form.quotas.projects = { unlimited: true, value: '2.5' };
    expect(planForm.safeParse(form).success).toBe(true);
  });
});
