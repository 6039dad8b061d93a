/**
 * Invoices in Stripe mode (issue #31): Stripe's invoice.* webhook events become the list's
 * invoices, with Stripe's hosted page and PDF; a replayed or later event updates the same one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeStandIn, startStripeStandIn } from '../../../../tests/support/doubles/stripe-stand-in.ts';
import { postSignedEvent } from '../../../../tests/support/doubles/stripe-webhook.ts';
import type { InvoiceView } from '../../../shared/contracts/billing.ts';
import { createTestApp, type HttpMethod, json, type TestApp } from '../../testing/app.ts';

const WEBHOOK_SECRET = 'whsec_invoices_secret';
const PRO_MONTHLY = 'price_invoices_pro_monthly';
const DAY = 86_400;
let t: TestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp(stripe.env(WEBHOOK_SECRET));
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

type User = Awaited<ReturnType<TestApp['createUser']>>;
const call = (user: User | null, method: HttpMethod, url: string, payload?: object) =>
  t.call(method, url, { as: user, payload });
// biome-ignore lint/suspicious/noExplicitAny: assertions read the nested JSON freely; toEqual checks its shape.
const data = (response: Awaited<ReturnType<typeof call>>) => json(response).data as Record<string, any>;
const now = () => Math.floor(Date.now() / 1000);

let counter = 0;
function sendWebhook(
  type: string,
  object: object,
  created = now(),
  id = `evt_invoices_${++counter}_${Date.now()}`,
) {
  return postSignedEvent(t.app, WEBHOOK_SECRET, { id, object: 'event', type, created, data: { object } });
}
async function send(type: string, object: object, created?: number, id?: string) {
  const response = await sendWebhook(type, object, created, id);
  expect(response.statusCode, response.body).toBe(200);
}

async function subscribed(user: User, t0: number) {
  const id = `sub_invoices_${user.id}`;
  await send(
    'customer.subscription.created',
    {
      id,
      object: 'subscription',
      customer: `cus_for_${user.id}`,
      status: 'active',
      metadata: { userId: user.id },
      cancel_at_period_end: false,
      items: {
        data: [
          {
            price: { id: PRO_MONTHLY, recurring: { interval: 'month' } },
            quantity: 1,
            current_period_start: t0,
            current_period_end: t0 + 30 * DAY,
          },
        ],
      },
    },
    t0,
  );
  return id;
}

/** A Stripe invoice as its webhook events carry it (a 20% coupon taken off). */
const stripeInvoice = (user: User, subscriptionId: string, t0: number, paid: boolean) => ({
  id: `in_stripe_${user.id}`,
  object: 'invoice',
  number: 'ABCD-0001',
  status: paid ? 'paid' : 'open',
  customer: `cus_for_${user.id}`,
  amount_due: 1520,
  amount_paid: paid ? 1520 : 0,
  currency: 'usd',
  created: t0,
  period_start: t0,
  period_end: t0,
  hosted_invoice_url: 'https://invoice.stripe.com/i/acct_test/inv_abcd',
  invoice_pdf: 'https://pay.stripe.com/invoice/acct_test/inv_abcd/pdf',
  lines: {
    data: [
      {
        description: '1 × Pro (at $19.00 / month)',
        amount: 1900,
        quantity: 1,
        period: { start: t0, end: t0 + 30 * DAY },
      },
    ],
  },
  total_discount_amounts: [{ amount: 380, discount: 'di_test' }],
  parent: { subscription_details: { subscription: subscriptionId, metadata: { userId: user.id } } },
});

const invoicesOf = async (user: User) =>
  data(await call(user, 'GET', '/api/subscription/invoices')).invoices as InvoiceView[];

describe('Stripe invoices', () => {
  it("lists an invoice.paid with Stripe's hosted page, PDF, lines and discount", async () => {
    const user = await t.createUser();
    const t0 = now() - 60;
    const subscriptionId = await subscribed(user, t0);
    await send('invoice.paid', stripeInvoice(user, subscriptionId, t0, true), t0 + 1);
    expect(await invoicesOf(user)).toEqual([
      {
        id: `in_stripe_${user.id}`,
        number: 'ABCD-0001',
        status: 'paid',
        amountDue: 1520,
        amountPaid: 1520,
        currency: 'usd',
        createdAt: new Date(t0 * 1000).toISOString(),
        periodStart: new Date(t0 * 1000).toISOString(),
        periodEnd: new Date((t0 + 30 * DAY) * 1000).toISOString(),
        lines: [
          { description: '1 × Pro (at $19.00 / month)', amount: 1900, quantity: 1 },
          { description: 'Discount', amount: -380, quantity: 1 },
        ],
        url: 'https://invoice.stripe.com/i/acct_test/inv_abcd',
        pdfUrl: 'https://pay.stripe.com/invoice/acct_test/inv_abcd/pdf',
      },
    ]);
  });

  it('updates the same invoice from a later event and ignores a replay or an older one', async () => {
    const user = await t.createUser();
    const t0 = now() - 60;
    const subscriptionId = await subscribed(user, t0);
    await send(
      'invoice.payment_failed',
      stripeInvoice(user, subscriptionId, t0, false),
      t0 + 1,
      `evt_failed_${user.id}`,
    );
    expect((await invoicesOf(user)).map((invoice) => invoice.status)).toEqual(['open']);

    await send('invoice.paid', stripeInvoice(user, subscriptionId, t0, true), t0 + 3);
    // The failure again (Stripe's retry of its delivery), then an older failure sent late.
    await send(
      'invoice.payment_failed',
      stripeInvoice(user, subscriptionId, t0, false),
      t0 + 1,
      `evt_failed_${user.id}`,
    );
    await send('invoice.payment_failed', stripeInvoice(user, subscriptionId, t0, false), t0 + 2);
    const invoices = await invoicesOf(user);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ status: 'paid', amountPaid: 1520 });
  });

  it("redirects the PDF link to Stripe's PDF", async () => {
    const user = await t.createUser();
    const t0 = now() - 60;
    await send('invoice.paid', stripeInvoice(user, await subscribed(user, t0), t0, true), t0 + 1);
    const response = await call(user, 'GET', `/api/subscription/invoices/in_stripe_${user.id}/pdf`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://pay.stripe.com/invoice/acct_test/inv_abcd/pdf');
  });

  it('answers 404 for the PDF of a Stripe invoice without one', async () => {
    const user = await t.createUser();
    const t0 = now() - 60;
    const bare = { ...stripeInvoice(user, await subscribed(user, t0), t0, false), invoice_pdf: null };
    await send('invoice.payment_failed', bare, t0 + 1);
    expect((await call(user, 'GET', `/api/subscription/invoices/in_stripe_${user.id}/pdf`)).statusCode).toBe(
      404,
    );
  });

  it('still accepts a bare invoice event of an older API version, shown by its id', async () => {
    const user = await t.createUser();
    const t0 = now() - 60;
    const subscriptionId = await subscribed(user, t0);
    await send(
      'invoice.paid',
      {
        id: `in_bare_${user.id}`,
        customer: `cus_for_${user.id}`,
        amount_paid: 1900,
        amount_due: 1900,
        currency: 'usd',
        subscription: subscriptionId,
      },
      t0 + 1,
    );
    expect(await invoicesOf(user)).toMatchObject([
      {
        id: `in_bare_${user.id}`,
        number: `in_bare_${user.id}`,
        status: 'paid',
        amountPaid: 1900,
        lines: [],
        url: null,
      },
    ]);
  });
});
