/** GET /api/admin/system (declared in src/shared/contracts/system.ts): a read, so no admin-action record. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemAdminEndpoints as admin } from '../../../shared/contracts/system.ts';
import { serve } from '../../http/route-kit.ts';
import { type SystemDeps, systemOverview } from './service.ts';

export const systemAdminRoutes: FastifyPluginAsyncZod<{ deps: SystemDeps }> = async (app, { deps }) => {
  serve(app, admin.overview, () => systemOverview(deps));
};
