/**
 * Invoices with the local provider (issue #31): GET /api/subscription/invoices, one invoice and its
 * PDF. Checkout, coupons, the clock's renewals and failed payments each leave the invoice a
 * customer would see, for the user or an organization's owner and admins only.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceView } from '../../../shared/contracts/billing.ts';
import { organizationMembers } from '../../db/schema.ts';
import { createTestApp, type HttpMethod, json, type TestApp } from '../../testing/app.ts';
import { pdfText } from '../../testing/pdf-text.ts';

let t: TestApp;
let admin: User;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

type User = Awaited<ReturnType<TestApp['createUser']>>;
const call = (user: User | null, method: HttpMethod, url: string, payload?: object) =>
  t.call(method, url, { as: user, payload });
// biome-ignore lint/suspicious/noExplicitAny: assertions read the nested JSON freely; toEqual checks its shape.
const data = (response: Awaited<ReturnType<typeof call>>) => json(response).data as Record<string, any>;
const DAY = 86_400_000;
/** Startup: $49 a month, no trial. */
const STARTUP = 4900;

/** Checkout → confirm with a test card (and a promotion code); returns the subscription. */
async function subscribe(
  user: User,
  options: { card?: string; promotionCode?: string; organizationId?: string } = {},
) {
  const response = await call(user, 'POST', '/api/subscription/checkout', {
    priceId: 'local_startup_monthly',
    billingCycle: 'monthly',
    promotionCode: options.promotionCode,
    organizationId: options.organizationId,
  });
  expect(response.statusCode, response.body).toBe(200);
  const id = (data(response).url as string).split('/').pop()!;
  const card = options.card ? { card: options.card } : {};
  const confirm = await call(user, 'POST', `/api/billing/local/checkout/${id}/confirm`, card);
  expect(confirm.statusCode, confirm.body).toBe(200);
  return data(confirm).subscription;
}

async function invoicesOf(user: User, query = '') {
  const response = await call(user, 'GET', `/api/subscription/invoices${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return data(response).invoices as InvoiceView[];
}

const clock = async () => Date.parse(data(await call(admin, 'GET', '/api/admin/billing/clock')).now);
async function advanceTo(time: number) {
  const days = Math.ceil((time - (await clock())) / DAY);
  const response = await call(admin, 'POST', '/api/admin/billing/clock', { advanceDays: days });
  expect(response.statusCode, response.body).toBe(200);
}

let codeCounter = 0;
async function couponCode(fields: Record<string, unknown>) {
  const code = `INV${++codeCounter}X${Date.now().toString(36).toUpperCase()}`;
  const response = await call(admin, 'POST', '/api/admin/coupons', {
    code,
    name: 'Launch offer',
    duration: 'once',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return code;
}

describe('GET /api/subscription/invoices', () => {
  it('lists nothing before the first payment', async () => {
    expect(await invoicesOf(await t.createUser())).toEqual([]);
  });

  it('shows the paid invoice of a checkout with its plan line, our page and our PDF', async () => {
    const user = await t.createUser();
    const subscription = await subscribe(user);
    const [invoice, ...others] = await invoicesOf(user);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({
      status: 'paid',
      amountDue: STARTUP,
      amountPaid: STARTUP,
      currency: 'usd',
      lines: [{ description: 'Startup (monthly)', amount: STARTUP, quantity: 1 }],
      url: `http://localhost:3000/billing/invoices/${invoice!.id}`,
      pdfUrl: `http://localhost:3000/api/subscription/invoices/${invoice!.id}/pdf`,
    });
    expect(invoice!.number).toMatch(/^LOCAL-\d{6}$/);
    expect(invoice!.periodEnd).toBe(subscription.currentPeriodEnd);
  });

  it('numbers local invoices in sequence', async () => {
    const [first] = await invoicesOf(await subscribedUser());
    const [second] = await invoicesOf(await subscribedUser());
    expect(Number(second!.number.slice(6))).toBeGreaterThan(Number(first!.number.slice(6)));
  });

  it('shows a coupon as a discount line and lowers what is due', async () => {
    const user = await t.createUser();
    const code = await couponCode({ percentOff: 20 });
    await subscribe(user, { promotionCode: code });
    const [invoice] = await invoicesOf(user);
    expect(invoice).toMatchObject({ amountDue: 3920, amountPaid: 3920 });
    expect(invoice!.lines).toEqual([
      { description: 'Startup (monthly)', amount: STARTUP, quantity: 1 },
      { description: `Discount (${code})`, amount: -980, quantity: 1 },
    ]);
  });

  it('adds the renewal invoice, newest first', async () => {
    const user = await t.createUser();
    const subscription = await subscribe(user);
    await advanceTo(Date.parse(subscription.currentPeriodEnd));
    const [renewal, first] = await invoicesOf(user);
    expect(renewal).toMatchObject({ status: 'paid', amountPaid: STARTUP });
    expect(renewal!.periodStart).toBe(subscription.currentPeriodEnd);
    expect(renewal!.number).not.toBe(first!.number);
    expect(Date.parse(renewal!.createdAt)).toBeGreaterThan(Date.parse(first!.createdAt));
  });

  it('shows a failed renewal as an open invoice, the same one its retries then pay', async () => {
    const user = await t.createUser();
    const subscription = await subscribe(user, { card: 'fails_on_renewal' });
    await advanceTo(Date.parse(subscription.currentPeriodEnd));
    const [open] = await invoicesOf(user);
    expect(open).toMatchObject({ status: 'open', amountDue: STARTUP, amountPaid: 0 });

    const update = await call(user, 'POST', '/api/billing/local/portal/payment-method', { card: 'success' });
    expect(update.statusCode, update.body).toBe(200);
    const invoices = await invoicesOf(user);
    expect(invoices).toHaveLength(2);
    expect(invoices[0]).toMatchObject({
      id: open!.id,
      number: open!.number,
      status: 'paid',
      amountPaid: STARTUP,
    });
  });

  it("shows an organization's invoices to its owner and admins, not in their own lists", async () => {
    const { owner, orgAdmin, organizationId } = await organizationWithAdmin();
    await subscribe(owner, { organizationId });
    const query = `?organizationId=${organizationId}`;
    const [invoice] = await invoicesOf(orgAdmin, query);
    expect(invoice).toMatchObject({ status: 'paid', amountDue: STARTUP });
    expect(await invoicesOf(owner, query)).toEqual([invoice]);
    expect(await invoicesOf(owner)).toEqual([]);
  });

  it("refuses an organization's invoices to a plain member (403) and to an outsider (404)", async () => {
    const { organizationId } = await organizationWithAdmin();
    const member = await t.createUser({ verified: true });
    await t.deps.database.db
      .insert(organizationMembers)
      .values({ organizationId, userId: member.id, role: 'member' });
    const query = `/api/subscription/invoices?organizationId=${organizationId}`;
    expect((await call(member, 'GET', query)).statusCode).toBe(403);
    expect((await call(await t.createUser(), 'GET', query)).statusCode).toBe(404);
  });

  it('refuses a malformed organizationId with a 400 envelope', async () => {
    const response = await call(
      await t.createUser(),
      'GET',
      `/api/subscription/invoices?organizationId=${'x'.repeat(65)}`,
    );
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ success: false });
  });

  it('is for signed-in users only', async () => {
    expect((await call(null, 'GET', '/api/subscription/invoices')).statusCode).toBe(401);
  });
});

describe('GET /api/subscription/invoices/{id}', () => {
  it('answers one of the user’s invoices', async () => {
    const user = await subscribedUser();
    const [invoice] = await invoicesOf(user);
    const response = await call(user, 'GET', `/api/subscription/invoices/${invoice!.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(data(response).invoice).toEqual(invoice);
  });

  it("answers 404 for someone else's invoice, as for one that does not exist", async () => {
    const [invoice] = await invoicesOf(await subscribedUser());
    const stranger = await t.createUser();
    expect((await call(stranger, 'GET', `/api/subscription/invoices/${invoice!.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', '/api/subscription/invoices/in_local_missing')).statusCode).toBe(404);
  });
});

describe('GET /api/subscription/invoices/{id}/pdf', () => {
  it('downloads the invoice as a PDF naming its number and total', async () => {
    const user = await subscribedUser();
    const [invoice] = await invoicesOf(user);
    const response = await call(user, 'GET', `/api/subscription/invoices/${invoice!.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${invoice!.number}.pdf"`,
    );
    const text = pdfText(response.rawPayload).join('\n');
    expect(text).toContain(invoice!.number);
    expect(text).toContain('$49.00');
    expect(text).toContain('Startup (monthly)');
  });

  it("answers 404 for someone else's invoice", async () => {
    const [invoice] = await invoicesOf(await subscribedUser());
    const response = await call(await t.createUser(), 'GET', `/api/subscription/invoices/${invoice!.id}/pdf`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it("gives an organization's admin its invoice PDF", async () => {
    const { owner, orgAdmin, organizationId } = await organizationWithAdmin();
    await subscribe(owner, { organizationId });
    const [invoice] = await invoicesOf(orgAdmin, `?organizationId=${organizationId}`);
    const response = await call(orgAdmin, 'GET', `/api/subscription/invoices/${invoice!.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
  });
});

async function subscribedUser() {
  const user = await t.createUser();
  await subscribe(user);
  return user;
}

let orgCounter = 0;
/** An organization of a new owner, with an admin added directly (the Free plan has no room to invite). */
async function organizationWithAdmin() {
  const owner = await t.createUser({ verified: true });
  const orgAdmin = await t.createUser({ verified: true });
  const created = await call(owner, 'POST', '/api/organizations', { name: `Invoiced team ${orgCounter++}` });
  expect(created.statusCode, created.body).toBe(201);
  const organizationId = data(created).organization.id as string;
  await t.deps.database.db
    .insert(organizationMembers)
    .values({ organizationId, userId: orgAdmin.id, role: 'admin' });
  return { owner, orgAdmin, organizationId };
}
