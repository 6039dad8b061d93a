/**
 * POST /api/contact (public, 3 per 15 min) and the admin inbox under /api/admin/contact-submissions.
 * The endpoints are declared in src/shared/contracts/contact.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactAdminEndpoints as admin, contactEndpoints } from '../../../shared/contracts/contact.ts';
import { serve, serveCsv } from '../../http/route-kit.ts';
import type { ContactService } from './service.ts';

export const contactRoutes: FastifyPluginAsyncZod<{ service: ContactService }> = async (app, { service }) => {
  serve(app, contactEndpoints.send, (call) => service.submit(call.body, call.request.ip));
};

export const contactAdminRoutes: FastifyPluginAsyncZod<{ service: ContactService }> = async (
  app,
  { service },
) => {
  serve(app, admin.list, (call) => service.list(call.query));
  serveCsv(app, admin.export, (query) => service.exportCsv(query));
  serve(app, admin.markRead, (call) => service.markRead(call.actor, call.meta, call.params.id));
  serve(app, admin.markUnread, (call) => service.markUnread(call.actor, call.meta, call.params.id));
  serve(app, admin.reply, (call) => service.reply(call.actor, call.meta, call.params.id, call.body));
  serve(app, admin.remove, (call) => service.remove(call.actor, call.meta, call.params.id));
};
