/** /api/admin/email-templates: list, read, save (a new version), activate, preview, test, custom CRUD. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activateBody,
  createBody,
  detailSchema,
  idParam,
  patchBody,
  previewBody,
  renderedSchema,
  saveBody,
  summarySchema,
  testBody,
  versionParams,
  versionSchema,
} from '../../../shared/contracts/email-templates.ts';
import { adminActorOf } from '../../http/admin-action.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { requestMeta } from '../../http/security-log.ts';
import type { EmailTemplateDeps } from './deps.ts';
import { previewTemplate, sendTestTemplate } from './rendering.ts';
import { createTemplate, getTemplate, listTemplates, patchTemplate, removeTemplate } from './templates.ts';
import { activateVersion, getVersion, saveVersion } from './versions.ts';

export const emailTemplateRoutes: FastifyPluginAsyncZod<{ deps: EmailTemplateDeps }> = async (
  app,
  { deps },
) => {
  const tags = ['admin: email templates'];
  const config = { auth: 'admin' as const };
  const detail = { 200: envelope(detailSchema), ...errorResponses };

  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Every template (built-in first) with its active and latest versions',
        response: { 200: envelope(z.object({ templates: z.array(summarySchema) })), ...errorResponses },
      },
    },
    async () => ok(await listTemplates(deps)),
  );

  app.post(
    '/preview',
    {
      config,
      schema: {
        tags,
        summary: "Render unsaved content with the template's sample values (and given ones)",
        body: previewBody,
        response: { 200: envelope(renderedSchema), ...errorResponses },
      },
    },
    async (request) => ok(await previewTemplate(deps, request.body)),
  );

  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Create a custom template (version 1, active); 409 when the key is taken',
        body: createBody,
        response: { 201: envelope(detailSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(await createTemplate(deps, adminActorOf(request), requestMeta(request), request.body))),
  );

  app.get(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A template (its latest version) and its version history',
        params: idParam,
        response: detail,
      },
    },
    async (request) => ok(await getTemplate(deps, request.params.id)),
  );

  app.get(
    '/:id/versions/:versionId',
    {
      config,
      schema: {
        tags,
        summary: 'One saved version',
        params: versionParams,
        response: { 200: envelope(z.object({ version: versionSchema })), ...errorResponses },
      },
    },
    async (request) => ok(await getVersion(deps, request.params.id, request.params.versionId)),
  );

  app.put(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Save a new version (subject, HTML, text); `activate: true` also makes it the one sent',
        params: idParam,
        body: saveBody,
        response: detail,
      },
    },
    async (request) =>
      ok(
        await saveVersion(deps, adminActorOf(request), requestMeta(request), request.params.id, request.body),
      ),
  );

  app.patch(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: "Rename or describe a template; a custom template's variables",
        params: idParam,
        body: patchBody,
        response: detail,
      },
    },
    async (request) =>
      ok(
        await patchTemplate(
          deps,
          adminActorOf(request),
          requestMeta(request),
          request.params.id,
          request.body,
        ),
      ),
  );

  app.post(
    '/:id/activate',
    {
      config,
      schema: {
        tags,
        summary: 'Make a saved version the active one (roll back or forward)',
        params: idParam,
        body: activateBody,
        response: detail,
      },
    },
    async (request) =>
      ok(
        await activateVersion(
          deps,
          adminActorOf(request),
          requestMeta(request),
          request.params.id,
          request.body.versionId,
        ),
      ),
  );

  app.post(
    '/:id/test',
    {
      config,
      schema: {
        tags,
        summary: "Send the given content (or the latest version) with sample values to the admin's address",
        params: idParam,
        body: testBody,
        response: {
          200: envelope(z.object({ success: z.literal(true), message: z.string(), to: z.string() })),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      ok(
        await sendTestTemplate(
          deps,
          adminActorOf(request),
          requestMeta(request),
          request.params.id,
          request.body,
        ),
      ),
  );

  app.delete(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a custom template (built-in ones: 400)',
        params: idParam,
        response: {
          200: envelope(z.object({ success: z.literal(true), message: z.string() })),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      ok(await removeTemplate(deps, adminActorOf(request), requestMeta(request), request.params.id)),
  );
};
