/** /api/projects: the sample resource's list, create, read, edit, delete (src/shared/contracts/projects.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectEndpoints as endpoints } from '../../../shared/contracts/projects.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { serve } from '../../http/route-kit.ts';
import {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  type ProjectDeps,
  updateProject,
} from './service.ts';

export const projectRoutes: FastifyPluginAsyncZod<{ deps: ProjectDeps }> = async (app, { deps }) => {
  serve(app, endpoints.list, (call) => listProjects(deps.db, call.user.id, call.query));
  serve(app, endpoints.create, (call) =>
    createProject(deps, call.user.id, requestMeta(call.request), call.body),
  );
  serve(app, endpoints.get, (call) => getProject(deps.db, call.user.id, call.params.id));
  serve(app, endpoints.update, (call) => updateProject(deps.db, call.user.id, call.params.id, call.body));
  serve(app, endpoints.remove, (call) =>
    deleteProject(deps, call.user.id, requestMeta(call.request), call.params.id),
  );
};
