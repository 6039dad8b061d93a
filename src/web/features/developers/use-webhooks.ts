/**
 * A space's webhook endpoints and an endpoint's delivery log (GET /api/webhooks/…), with the
 * actions on them. The log is read afresh every few seconds while pending deliveries are in it.
 */
import type { WebhookDeliveryView } from '@shared/contracts/webhooks';
import { webhookEndpoints } from '@shared/endpoints/webhooks';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-call';
import { type ActiveSpace, spaceQuery } from '../organizations/use-active-space';

export function useWebhookEndpoints(space: ActiveSpace, enabled: boolean) {
  return useQuery({
    queryKey: ['webhook-endpoints', { organizationId: space.organizationId }],
    queryFn: () => api(webhookEndpoints.list, { query: spaceQuery(space) }),
    enabled,
    staleTime: 0,
  });
}

export function useDeliveries(endpointId: string, page: number) {
  return useQuery({
    queryKey: ['webhook-deliveries', endpointId, page],
    queryFn: () => api(webhookEndpoints.deliveries, { params: { id: endpointId }, query: { page } }),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery: WebhookDeliveryView) => delivery.status === 'pending')
        ? 2000
        : false,
  });
}

export interface NewEndpoint {
  url: string;
  description: string;
  events: string[];
}

export function createEndpoint(space: ActiveSpace, endpoint: NewEndpoint) {
  const events = (endpoint.events.includes('*') ? ['*'] : endpoint.events) as ['*'];
  return api(webhookEndpoints.create, {
    body: { url: endpoint.url, description: endpoint.description, events, ...spaceQuery(space) },
  });
}

export const setEnabled = (id: string, enabled: boolean) =>
  api(webhookEndpoints.update, { params: { id }, body: { enabled } });
export const deleteEndpoint = (id: string) => api(webhookEndpoints.remove, { params: { id } });
export const rotateSecret = (id: string) => api(webhookEndpoints.rotateSecret, { params: { id } });
export const sendTestEvent = (id: string) => api(webhookEndpoints.test, { params: { id } });
export const retryDelivery = (id: string) => api(webhookEndpoints.retry, { params: { id } });

export function refreshWebhooks(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['webhook-endpoints'] }),
    queryClient.invalidateQueries({ queryKey: ['webhook-deliveries'] }),
  ]);
}
