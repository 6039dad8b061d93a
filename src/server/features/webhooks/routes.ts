/** /api/webhooks: endpoints, their secret, test event and delivery log (src/shared/contracts/webhooks.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookEndpoints as endpoints } from '../../../shared/contracts/webhooks.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { serve } from '../../http/route-kit.ts';
import { callerOf } from '../entitlements/index.ts';
import { listDeliveries, retryDelivery, sendTestEvent } from './delivery-log.ts';
import {
  createEndpoint,
  deleteEndpoint,
  getEndpoint,
  listEndpoints,
  rotateSecret,
  updateEndpoint,
  type WebhookDeps,
} from './service.ts';

export const webhookRoutes: FastifyPluginAsyncZod<{ deps: WebhookDeps }> = async (app, { deps }) => {
  const { db } = deps;
  serve(app, endpoints.list, (call) => listEndpoints(db, callerOf(call.session), call.query.organizationId));
  serve(app, endpoints.create, (call) =>
    createEndpoint(deps, callerOf(call.session), requestMeta(call.request), call.body),
  );
  serve(app, endpoints.get, (call) => getEndpoint(db, callerOf(call.session), call.params.id));
  serve(app, endpoints.update, (call) =>
    updateEndpoint(deps, callerOf(call.session), call.params.id, call.body),
  );
  serve(app, endpoints.remove, (call) =>
    deleteEndpoint(deps, callerOf(call.session), requestMeta(call.request), call.params.id),
  );
  serve(app, endpoints.rotateSecret, (call) =>
    rotateSecret(deps, callerOf(call.session), requestMeta(call.request), call.params.id),
  );
  serve(app, endpoints.test, (call) => sendTestEvent(deps, callerOf(call.session), call.params.id));
  serve(app, endpoints.deliveries, (call) =>
    listDeliveries(db, callerOf(call.session), call.params.id, call.query),
  );
  serve(app, endpoints.retry, (call) => retryDelivery(deps, callerOf(call.session), call.params.id));
};
