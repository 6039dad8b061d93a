/**
 * A space's API keys (GET /api/api-keys), created and revoked here. The list is read afresh on
 * each visit: "last used" changes with every call a key makes from elsewhere.
 */
import type { ApiKeyScope } from '@shared/contracts/api-key-scopes';
import { apiKeyEndpoints } from '@shared/endpoints/api-keys';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-call';
import { type ActiveSpace, spaceQuery } from '../organizations/use-active-space';

const apiKeysQueryKey = (organizationId: string | null) => ['api-keys', { organizationId }] as const;

export function useApiKeys(space: ActiveSpace) {
  return useQuery({
    queryKey: apiKeysQueryKey(space.organizationId),
    queryFn: () => api(apiKeyEndpoints.list, { query: spaceQuery(space) }),
    staleTime: 0,
  });
}

export interface NewApiKey {
  name: string;
  scopes: ApiKeyScope[];
  /** An ISO date-time; none: the key does not expire. */
  expiresAt?: string;
}

/** Creates a key in the space: its answer holds the secret, the one time it is ever sent. */
export function createApiKey(space: ActiveSpace, key: NewApiKey) {
  return api(apiKeyEndpoints.create, { body: { ...key, ...spaceQuery(space) } });
}

export function revokeApiKey(id: string) {
  return api(apiKeyEndpoints.revoke, { params: { id } });
}

/** After a key is created or revoked. */
export function refreshApiKeys(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ['api-keys'] });
}
