/**
 * The names of the kit's flags and limits as admins read them (the plan editor, the entitlements
 * card of a user or an organization). A team's own flag has no message: its name is shown as is.
 */
import type { KNOWN_FLAGS, LimitKey } from '@shared/contracts/plan-entitlements';

type KnownFlag = (typeof KNOWN_FLAGS)[number];

export const FLAG_LABELS: Record<KnownFlag, string> = {
  apiAccess: 'admin-entitlements.flag.apiAccess',
  webhooks: 'admin-entitlements.flag.webhooks',
  customDomain: 'admin-entitlements.flag.customDomain',
  sso: 'admin-entitlements.flag.sso',
  prioritySupport: 'admin-entitlements.flag.prioritySupport',
};

export const LIMIT_LABELS: Record<LimitKey, string> = {
  projects: 'admin-entitlements.limit.projects',
  teamMembers: 'admin-entitlements.limit.teamMembers',
  storageMb: 'admin-entitlements.limit.storageMb',
  apiRequestsPerMonth: 'admin-entitlements.limit.apiRequestsPerMonth',
  apiRequestsPerMinute: 'admin-entitlements.limit.apiRequestsPerMinute',
};

/** A flag's message id, or null for a team's own flag (shown by its name). */
export const flagLabel = (name: string): string | null => FLAG_LABELS[name as KnownFlag] ?? null;
export const limitLabel = (key: string): string | null => LIMIT_LABELS[key as LimitKey] ?? null;
