/**
 * /api/admin/email-templates: list, read, save (a new version), activate, preview, test, custom CRUD.
 * The endpoints are declared in src/shared/contracts/email-templates.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailTemplateAdminEndpoints as admin } from '../../../shared/contracts/email-templates.ts';
import { serve } from '../../http/route-kit.ts';
import type { EmailTemplateDeps } from './deps.ts';
import { previewTemplate, sendTestTemplate } from './rendering.ts';
import { createTemplate, getTemplate, listTemplates, patchTemplate, removeTemplate } from './templates.ts';
import { activateVersion, getVersion, saveVersion } from './versions.ts';

export const emailTemplateRoutes: FastifyPluginAsyncZod<{ deps: EmailTemplateDeps }> = async (
  app,
  { deps },
) => {
  serve(app, admin.list, (call) => listTemplates(deps, call.query.locale));
  serve(app, admin.preview, (call) => previewTemplate(deps, call.body));
  serve(app, admin.create, (call) => createTemplate(deps, call.actor, call.meta, call.body));
  serve(app, admin.get, (call) => getTemplate(deps, call.params.id, call.query.locale));
  serve(app, admin.version, (call) => getVersion(deps, call.params.id, call.params.versionId));
  serve(app, admin.save, (call) =>
    saveVersion(deps, call.actor, call.meta, call.params.id, call.body, call.query.locale),
  );
  serve(app, admin.update, (call) => patchTemplate(deps, call.actor, call.meta, call.params.id, call.body));
  serve(app, admin.activate, (call) =>
    activateVersion(deps, call.actor, call.meta, call.params.id, call.body.versionId),
  );
  serve(app, admin.test, (call) =>
    sendTestTemplate(deps, call.actor, call.meta, call.params.id, call.body, call.query.locale),
  );
  serve(app, admin.remove, (call) => removeTemplate(deps, call.actor, call.meta, call.params.id));
};
