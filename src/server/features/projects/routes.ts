/** /api/projects: the sample resource's list, create, read, edit, delete (src/shared/contracts/projects.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectEndpoints as endpoints } from '../../../shared/contracts/projects.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { serve } from '../../http/route-kit.ts';
import { activeSpaceOf, activeSpaceSessionColumns, callerOf } from '../entitlements/index.ts';
import {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  type ProjectDeps,
  updateProject,
} from './service.ts';

export const projectRoutes: FastifyPluginAsyncZod<{ deps: ProjectDeps }> = async (app, { deps }) => {
  serve(app, endpoints.list, (call) => listProjects(deps.db, callerOf(call.session), call.query));
  serve(
    app,
    endpoints.create,
    (call) =>
      createProject(
        deps,
        callerOf(call.session),
        requestMeta(call.request),
        call.body,
        activeSpaceOf(call.request.sessionExtras, call.user.id),
      ),
    // The active space and its plan come with the session, in its one statement.
    { config: { sessionColumns: activeSpaceSessionColumns } },
  );
  serve(app, endpoints.get, (call) => getProject(deps.db, callerOf(call.session), call.params.id));
  serve(app, endpoints.update, (call) =>
    updateProject(deps, callerOf(call.session), call.params.id, call.body),
  );
  serve(app, endpoints.remove, (call) =>
    deleteProject(deps, callerOf(call.session), requestMeta(call.request), call.params.id),
  );
};
