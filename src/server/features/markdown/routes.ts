/**
 * /api/admin/markdown: the preview every Markdown editor of the admin area calls.
 * The endpoint is declared in src/shared/contracts/markdown.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markdownAdminEndpoints as admin } from '../../../shared/contracts/markdown.ts';
import { serve } from '../../http/route-kit.ts';
import { previewMarkdown } from './preview.ts';

export const markdownAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, admin.preview, async (call) => previewMarkdown(call.body.content));
};
