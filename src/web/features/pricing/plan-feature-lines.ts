/**
 * What a plan offers, in the reader's words: its limits and flags first (the plan record is the one
 * source, so the lines follow an admin's edit of a limit in every language), then the plan's own
 * feature texts. Pure (the caller passes its translator) so that the pricing card renders the same
 * lines on the server and in the browser, and a test can read them in any language.
 *
 * Type-only imports of the contracts: the public pricing page must not carry zod.
 */
import type { LimitKey } from '@shared/contracts/plan-entitlements';
import { BYTES_PER_MB, formatStorageSize } from '@shared/storage-size';
import type { Plan } from '@/lib/api/billing';

export type Translate = (id: string, values?: Record<string, string | number>) => string;

/** What the lines are made of: a customer-facing plan, in any view (public, admin, checkout). */
export type PlanTerms = Pick<Plan, 'limits' | 'flags' | 'features'>;

type LimitLine = {
  limit: LimitKey;
  /** The line for a limit of `value`. */
  counted: (value: number, t: Translate) => string;
  /** The line when the plan sets no limit (null or absent); null: nothing worth saying. */
  unlimited: ((t: Translate) => string) | null;
  /** The flag without which the limit means nothing (API requests without API access). */
  needs?: string;
};
type FlagLine = { flag: string; line: (t: Translate) => string };

/** Every line the kit knows, in the order a customer reads them. */
const LINES: ReadonlyArray<LimitLine | FlagLine> = [
  {
    limit: 'projects',
    counted: (count, t) => t('pricing.feature.projects', { count }),
    unlimited: (t) => t('pricing.feature.unlimitedProjects'),
  },
  {
    limit: 'teamMembers',
    counted: (count, t) => t('pricing.feature.teamMembers', { count }),
    unlimited: (t) => t('pricing.feature.unlimitedTeamMembers'),
  },
  {
    limit: 'storageMb',
    // The figure the storage quota's messages use (shared/storage-size.ts): 10240 MB reads "10 GB".
    counted: (megabytes, t) =>
      t('pricing.feature.storage', { size: formatStorageSize(megabytes * BYTES_PER_MB) }),
    unlimited: (t) => t('pricing.feature.unlimitedStorage'),
  },
  { flag: 'apiAccess', line: (t) => t('pricing.feature.apiAccess') },
  {
    limit: 'apiRequestsPerMonth',
    counted: (count, t) => t('pricing.feature.apiRequestsPerMonth', { count }),
    unlimited: (t) => t('pricing.feature.unlimitedApiRequests'),
    needs: 'apiAccess',
  },
  {
    limit: 'apiRequestsPerMinute',
    counted: (count, t) => t('pricing.feature.apiRequestsPerMinute', { count }),
    // A rate without a cap is no selling point beside "Unlimited API requests".
    unlimited: null,
    needs: 'apiAccess',
  },
  { flag: 'webhooks', line: (t) => t('pricing.feature.webhooks') },
  { flag: 'customDomain', line: (t) => t('pricing.feature.customDomain') },
  { flag: 'sso', line: (t) => t('pricing.feature.sso') },
  { flag: 'prioritySupport', line: (t) => t('pricing.feature.prioritySupport') },
];

function limitLine(entry: LimitLine, plan: PlanTerms, t: Translate): string | null {
  if (entry.needs && plan.flags[entry.needs] !== true) return null;
  const value = plan.limits[entry.limit];
  if (typeof value === 'number' && value >= 0) return entry.counted(value, t);
  // null or absent is unlimited; a word or a switch under a counted key says nothing countable.
  if (value === null || value === undefined) return entry.unlimited ? entry.unlimited(t) : null;
  return null;
}

/**
 * The plan's lines: `terms`, its known limits (a number, or "Unlimited …") and the known flags
 * that are on (a team's own flags have no wording here: its feature texts say them), in our
 * words; then `features`, the admin's texts, without one that repeats a term (a text written
 * before the limits were listed may).
 */
export function planFeatureLines(plan: PlanTerms, t: Translate): { terms: string[]; features: string[] } {
  const terms = LINES.flatMap((entry) => {
    const line =
      'flag' in entry ? (plan.flags[entry.flag] === true ? entry.line(t) : null) : limitLine(entry, plan, t);
    return line === null ? [] : [line];
  });
  const said = new Set(terms);
  const features = [...new Set(plan.features)].filter((feature) => !said.has(feature));
  return { terms, features };
}

/** The known flags and limits the lines cover (checked against the contract's lists in the test). */
export const DESCRIBED_FLAGS = LINES.flatMap((entry) => ('flag' in entry ? [entry.flag] : []));
export const DESCRIBED_LIMITS = LINES.flatMap((entry) => ('limit' in entry ? [entry.limit] : []));
