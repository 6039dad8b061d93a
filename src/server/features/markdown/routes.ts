/** /api/admin/markdown: the preview every Markdown editor of the admin area calls. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { previewBody, previewResponse } from '../../../shared/contracts/markdown.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { previewMarkdown } from './preview.ts';

export const markdownAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/preview',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin: markdown'],
        summary: 'Render Markdown exactly as saved content (a post, an entry, an answer) would be',
        body: previewBody,
        response: { 200: envelope(previewResponse), ...errorResponses },
      },
    },
    async (request) => ok(previewMarkdown(request.body.content)),
  );
};
