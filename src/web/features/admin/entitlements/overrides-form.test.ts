/**
 * A customer's overrides in the admin's form: "Plan's" is no override, a number or unlimited is
 * one, and saving sends exactly the overrides chosen.
 */
import { describe, expect, it } from 'vitest';
import { flagNames, overridesForm, toOverridesForm, toOverridesUpdate } from './overrides-form';

const stored = { flags: { sso: true }, limits: { projects: 40, storageMb: null }, updatedAt: null };
const names = flagNames({ apiAccess: false, betaReports: true }, stored);

describe('the overrides form', () => {
  it('offers the kit’s flags, then those the plan names', () => {
    expect(names).toEqual(['apiAccess', 'webhooks', 'customDomain', 'sso', 'prioritySupport', 'betaReports']);
  });

  it('shows an override as a number, unlimited or on, and everything else as the plan’s', () => {
    const form = toOverridesForm(stored, names);
    expect(form.limits.projects).toEqual({ choice: 'number', value: '40' });
    expect(form.limits.storageMb).toEqual({ choice: 'unlimited', value: '' });
    expect(form.limits.teamMembers).toEqual({ choice: 'plan', value: '' });
    expect(form.flags.find((flag) => flag.name === 'sso')?.choice).toBe('on');
    expect(form.flags.find((flag) => flag.name === 'webhooks')?.choice).toBe('plan');
  });

  it('sends back only the overrides chosen, unlimited as null', () => {
    const form = toOverridesForm(stored, names);
    form.limits.teamMembers = { choice: 'number', value: '12' };
    form.limits.projects = { choice: 'plan', value: '40' };
    form.flags[0] = { name: 'apiAccess', choice: 'off' };
    expect(toOverridesUpdate(form)).toEqual({
      limits: { teamMembers: 12, storageMb: null },
      flags: { apiAccess: false, sso: true },
    });
  });

  it('asks for a whole number when "A number" is chosen', () => {
    const form = toOverridesForm(stored, names);
    form.limits.projects = { choice: 'number', value: '' };
    const issue = overridesForm.safeParse(form).error?.issues[0];
    expect(issue?.message).toBe('A whole number, 0 or more');
    expect(issue?.path).toEqual(['limits', 'projects', 'value']);
  });
});
