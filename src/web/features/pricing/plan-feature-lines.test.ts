/**
 * A plan's feature list as the pricing page shows it: its limits and flags in the reader's
 * language first, then the admin's own texts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KNOWN_FLAGS, LIMIT_KEYS } from '@shared/contracts/plan-entitlements';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import {
  DESCRIBED_FLAGS,
  DESCRIBED_LIMITS,
  type PlanTerms,
  planFeatureLines,
  type Translate,
} from './plan-feature-lines';

const catalogDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../shared/i18n/catalogs',
);

/** The pricing catalog of a language, as the app formats it. */
function translatorFor(locale: string): Translate {
  const catalog: Record<string, string> = JSON.parse(
    readFileSync(path.join(catalogDir, locale, 'pricing.json'), 'utf8'),
  );
  return (id, values) => {
    const message = catalog[id.replace(/^pricing\./, '')];
    if (!message) throw new Error(`No message ${id} (${locale})`);
    return String(new IntlMessageFormat(message, locale).format(values));
  };
}
const english = translatorFor('en');

const plan = (terms: Partial<PlanTerms>): PlanTerms => ({ limits: {}, flags: {}, features: [], ...terms });
const counted = { projects: 10, teamMembers: 5, storageMb: 10240 };

describe('a plan’s feature lines', () => {
  it('states each counted limit with its number', () => {
    expect(planFeatureLines(plan({ limits: counted }), english).terms).toEqual([
      '10 projects',
      '5 team members',
      '10 GB storage',
    ]);
  });

  it('says one project, one team member in the singular', () => {
    const { terms } = planFeatureLines(
      plan({ limits: { ...counted, projects: 1, teamMembers: 1 } }),
      english,
    );
    expect(terms.slice(0, 2)).toEqual(['1 project', '1 team member']);
  });

  it('says "Unlimited" for a limit of null and for one the plan leaves out', () => {
    expect(planFeatureLines(plan({ limits: { projects: null } }), english).terms).toEqual([
      'Unlimited projects',
      'Unlimited team members',
      'Unlimited storage',
    ]);
  });

  it('lists the flags that are on, and not those that are off or unknown', () => {
    const flags = { webhooks: true, customDomain: false, sso: true, prioritySupport: true, reports: true };
    expect(planFeatureLines(plan({ limits: counted, flags }), english).terms.slice(3)).toEqual([
      'Webhooks',
      'Single sign-on',
      'Priority support',
    ]);
  });

  it('states the API quota, with grouped digits, only when the plan has API access', () => {
    const limits = { ...counted, apiRequestsPerMonth: 100_000, apiRequestsPerMinute: 60 };
    expect(planFeatureLines(plan({ limits, flags: { apiAccess: true } }), english).terms.slice(3)).toEqual([
      'API access',
      '100,000 API requests a month',
      'Up to 60 API requests a minute',
    ]);
    expect(planFeatureLines(plan({ limits, flags: { apiAccess: false } }), english).terms).toHaveLength(3);
  });

  it('says "Unlimited API requests" without a monthly quota, and nothing of an uncapped rate', () => {
    const { terms } = planFeatureLines(plan({ limits: counted, flags: { apiAccess: true } }), english);
    expect(terms.slice(3)).toEqual(['API access', 'Unlimited API requests']);
  });

  it('follows with the plan’s own texts, leaving out one that repeats a line', () => {
    const lines = planFeatureLines(
      plan({ limits: counted, flags: { customDomain: true }, features: ['Custom domain', 'E-mail support'] }),
      english,
    );
    expect(lines.terms.at(-1)).toBe('Custom domain');
    expect(lines.features).toEqual(['E-mail support']);
  });

  it('reads in German, with German plurals and digit grouping', () => {
    const german = translatorFor('de');
    const limits = { projects: 1, teamMembers: 25, storageMb: 100, apiRequestsPerMonth: 1_000_000 };
    const flags = { apiAccess: true, customDomain: true };
    expect(planFeatureLines(plan({ limits, flags }), german).terms).toEqual([
      '1 Projekt',
      '25 Teammitglieder',
      '100 MB Speicherplatz',
      'API-Zugang',
      '1.000.000 API-Anfragen im Monat',
      'Eigene Domain',
    ]);
  });

  it('has words for every flag and limit the kit knows', () => {
    expect([...DESCRIBED_FLAGS].sort()).toEqual([...KNOWN_FLAGS].sort());
    expect([...DESCRIBED_LIMITS].sort()).toEqual([...LIMIT_KEYS].sort());
  });
});
