/**
 * Billing's public and user routes: GET /api/plans, /api/subscription (+ checkout, portal) and
 * Stripe's webhook. The admin's plan routes are in admin-routes.ts, the local provider's pages'
 * API in local-routes.ts. The endpoints are declared in src/shared/contracts/billing.ts and, for the
 * webhook, stripe-webhook.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  invoicesEndpoints,
  planChangeEndpoints,
  planEndpoints,
  subscriptionEndpoints,
} from '../../../shared/contracts/billing.ts';
import { stripeWebhookEndpoints } from '../../../shared/contracts/stripe-webhook.ts';
import { requestLocale } from '../../http/locale.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { serve } from '../../http/route-kit.ts';
import { serveRaw } from '../../http/route-kit-raw.ts';
import { setCancelAtPeriodEnd } from './cancel-at-period-end.ts';
import type { BillingDeps } from './deps.ts';
import { getInvoice, invoicePdf, listInvoices } from './invoices.ts';
import { listPlans } from './plan-catalog.ts';
import { previewPlan } from './plan-change-quote.ts';
import { cancelScheduledChange, changePlan } from './plan-changes.ts';
import { getSubscription, openPortal, startCheckout } from './subscription.ts';
import { handleWebhook } from './webhook.ts';

export const planRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
  serve(app, planEndpoints.list, (call) => listPlans(deps, requestLocale(call.request)));
};

export const subscriptionRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
  const { get, checkout, portal, cancel, resume } = subscriptionEndpoints;
  serve(app, get, (call) => getSubscription(deps, call.user.id));
  serve(app, checkout, (call) => startCheckout(deps, call.user, call.body));
  serve(app, portal, (call) => openPortal(deps, call.user, call.body));
  serve(app, cancel, (call) =>
    setCancelAtPeriodEnd(deps, call.user.id, call.body, true, requestMeta(call.request)),
  );
  serve(app, resume, (call) =>
    setCancelAtPeriodEnd(deps, call.user.id, call.body, false, requestMeta(call.request)),
  );
  const { preview, change, cancelScheduled } = planChangeEndpoints;
  serve(app, preview, (call) => previewPlan(deps, call.user.id, call.body));
  serve(app, change, (call) => changePlan(deps, call.user.id, call.body, requestMeta(call.request)));
  serve(app, cancelScheduled, (call) =>
    cancelScheduledChange(deps, call.user.id, call.body, requestMeta(call.request)),
  );
};

export const invoiceRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
  const { list, get, pdf } = invoicesEndpoints;
  serve(app, list, (call) => listInvoices(deps, call.user.id, call.query.organizationId));
  serve(app, get, (call) => getInvoice(deps, call.user.id, call.params.id));
  serveRaw(app, pdf, async (call) => {
    const answer = await invoicePdf(deps, call.user, call.params.id, requestLocale(call.request));
    if (answer.kind === 'redirect') return call.reply.redirect(answer.url, 302);
    return (
      call.reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${answer.filename}"`)
        // An invoice is personal: no shared cache keeps it.
        .header('cache-control', 'private, no-store')
        .send(answer.bytes)
    );
  });
};

/** Stripe's webhook: verified over the raw body, so JSON is parsed here only after the check. */
export const webhookRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
  // Encapsulated: only this plugin's routes receive the body as a Buffer.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  serve(app, stripeWebhookEndpoints.receive, async (call) => {
    const signature = call.request.headers['stripe-signature'];
    const body = Buffer.isBuffer(call.request.body) ? call.request.body : Buffer.alloc(0);
    return handleWebhook(
      deps,
      body,
      typeof signature === 'string' ? signature : undefined,
      requestMeta(call.request),
    );
  });
};
