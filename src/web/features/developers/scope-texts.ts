/**
 * What each scope lets a key do, in a line: the create dialog explains its checkboxes with it.
 * The ids are written out (not built from the scope, whose colon is no id segment) so the
 * catalog test sees each one in use.
 */
import type { ApiKeyScope } from '@shared/contracts/api-key-scopes';

export const SCOPE_DESCRIPTIONS = {
  'projects:read': 'developers.scope.projectsRead',
  'projects:write': 'developers.scope.projectsWrite',
  'usage:write': 'developers.scope.usageWrite',
  'webhooks:manage': 'developers.scope.webhooksManage',
  'organization:read': 'developers.scope.organizationRead',
} as const satisfies Record<ApiKeyScope, string>;
