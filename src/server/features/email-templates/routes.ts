/** /api/admin/email-templates: list, read, save (a new version), activate, preview, test, custom CRUD. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successMessage } from '../../../shared/contracts/common.ts';
import {
  activateBody,
  createBody,
  detailSchema,
  idParam,
  localeQuery,
  patchBody,
  previewBody,
  renderedSchema,
  saveBody,
  summarySchema,
  testBody,
  versionParams,
  versionSchema,
} from '../../../shared/contracts/email-templates.ts';
import { routeKit } from '../../http/route-kit.ts';
import type { EmailTemplateDeps } from './deps.ts';
import { previewTemplate, sendTestTemplate } from './rendering.ts';
import { createTemplate, getTemplate, listTemplates, patchTemplate, removeTemplate } from './templates.ts';
import { activateVersion, getVersion, saveVersion } from './versions.ts';

export const emailTemplateRoutes: FastifyPluginAsyncZod<{ deps: EmailTemplateDeps }> = async (
  app,
  { deps },
) => {
  const admin = routeKit(app, { auth: 'admin', tags: ['admin: email templates'] });

  admin.get(
    '/',
    {
      summary:
        'Every template (built-in first) with its active and latest versions in a language (?locale, default en)',
      querystring: localeQuery,
      response: z.object({ templates: z.array(summarySchema) }),
    },
    (call) => listTemplates(deps, call.query.locale),
  );

  admin.post(
    '/preview',
    {
      summary: "Render unsaved content with the template's sample values (and given ones)",
      body: previewBody,
      response: renderedSchema,
    },
    (call) => previewTemplate(deps, call.body),
  );

  admin.post(
    '/',
    {
      summary: 'Create a custom template (version 1, active); 409 when the key is taken',
      body: createBody,
      response: detailSchema,
      status: 201,
    },
    (call) => createTemplate(deps, call.actor, call.meta, call.body),
  );

  admin.get(
    '/:id',
    {
      summary:
        'A template in a language (?locale, default en): its latest version there and that language’s history; without a version of its own, the English content it falls back to',
      params: idParam,
      querystring: localeQuery,
      response: detailSchema,
    },
    (call) => getTemplate(deps, call.params.id, call.query.locale),
  );

  admin.get(
    '/:id/versions/:versionId',
    { summary: 'One saved version', params: versionParams, response: z.object({ version: versionSchema }) },
    (call) => getVersion(deps, call.params.id, call.params.versionId),
  );

  admin.put(
    '/:id',
    {
      summary:
        'Save a new version of a language (?locale, default en: subject, HTML, text); `activate: true` also makes it the one sent in that language',
      params: idParam,
      querystring: localeQuery,
      body: saveBody,
      response: detailSchema,
    },
    (call) => saveVersion(deps, call.actor, call.meta, call.params.id, call.body, call.query.locale),
  );

  admin.patch(
    '/:id',
    {
      summary: "Rename or describe a template; a custom template's variables",
      params: idParam,
      body: patchBody,
      response: detailSchema,
    },
    (call) => patchTemplate(deps, call.actor, call.meta, call.params.id, call.body),
  );

  admin.post(
    '/:id/activate',
    {
      summary: 'Make a saved version the active one of its language (roll back or forward)',
      params: idParam,
      body: activateBody,
      response: detailSchema,
    },
    (call) => activateVersion(deps, call.actor, call.meta, call.params.id, call.body.versionId),
  );

  admin.post(
    '/:id/test',
    {
      summary:
        "Send the given content (or the latest version of ?locale, default en) with sample values to the admin's address",
      params: idParam,
      querystring: localeQuery,
      body: testBody,
      response: successMessage.extend({ to: z.string() }),
    },
    (call) => sendTestTemplate(deps, call.actor, call.meta, call.params.id, call.body, call.query.locale),
  );

  admin.delete(
    '/:id',
    { summary: 'Delete a custom template (built-in ones: 400)', params: idParam, response: successMessage },
    (call) => removeTemplate(deps, call.actor, call.meta, call.params.id),
  );
};
