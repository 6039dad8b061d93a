/** /api/api-keys: list, create (the secret once), revoke (src/shared/contracts/api-keys.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiKeyEndpoints as endpoints } from '../../../shared/contracts/api-keys.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { serve } from '../../http/route-kit.ts';
import { type ApiKeyDeps, createApiKey, listApiKeys, revokeApiKey } from './service.ts';

export const apiKeyRoutes: FastifyPluginAsyncZod<{ deps: ApiKeyDeps }> = async (app, { deps }) => {
  serve(app, endpoints.list, (call) => listApiKeys(deps.db, call.user.id, call.query.organizationId));
  serve(app, endpoints.create, (call) =>
    createApiKey(deps, call.user.id, requestMeta(call.request), call.body),
  );
  serve(app, endpoints.revoke, (call) =>
    revokeApiKey(deps, call.user.id, requestMeta(call.request), call.params.id),
  );
};
