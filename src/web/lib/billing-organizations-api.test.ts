/**
 * The billing and organizations calls go where they always went, now that the pages call the
 * endpoint declarations: method, path (parameters encoded), query and JSON body of each call the
 * pages make, as the hand-written paths had them.
 */
import {
  localBillingEndpoints as local,
  planAdminEndpoints,
  planEndpoints,
  subscriptionAdminEndpoints,
  subscriptionEndpoints,
} from '@shared/endpoints/billing';
import {
  invitationEndpoints as invitations,
  organizationAdminEndpoints,
  organizationEndpoints as orgs,
} from '@shared/endpoints/organizations';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-call';

function respond() {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ data: {}, success: true }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const checkout = { priceId: 'price_1', billingCycle: 'monthly' } as const;
const org = { organizationId: 'org_1' };
const base = '/api/organizations/o%2F1';

type Row = [what: string, call: () => Promise<unknown>, method: string, url: string, body: unknown];

/** [what, the call, method, URL, JSON body (undefined for a GET)] */
const BILLING: Row[] = [
  ['plans', () => api(planEndpoints.list), 'GET', '/api/plans', undefined],
  ['subscription', () => api(subscriptionEndpoints.get), 'GET', '/api/subscription', undefined],
  [
    'checkout',
    () => api(subscriptionEndpoints.checkout, { body: checkout }),
    'POST',
    '/api/subscription/checkout',
    checkout,
  ],
  [
    'portal',
    () => api(subscriptionEndpoints.portal, { body: undefined }),
    'POST',
    '/api/subscription/portal',
    {},
  ],
  [
    'local checkout',
    () => api(local.checkout, { params: { id: 'cs 1/2' } }),
    'GET',
    '/api/billing/local/checkout/cs%201%2F2',
    undefined,
  ],
  [
    'local confirm',
    () => api(local.confirm, { params: { id: 'cs_1' }, body: {} }),
    'POST',
    '/api/billing/local/checkout/cs_1/confirm',
    {},
  ],
  [
    'local cancel',
    () => api(local.cancelCheckout, { params: { id: 'cs_1' } }),
    'POST',
    '/api/billing/local/checkout/cs_1/cancel',
    {},
  ],
  [
    'local portal',
    () => api(local.portal, { query: { organizationId: undefined } }),
    'GET',
    '/api/billing/local/portal',
    undefined,
  ],
  [
    "an organization's local portal",
    () => api(local.portal, { query: org }),
    'GET',
    '/api/billing/local/portal?organizationId=org_1',
    undefined,
  ],
  [
    'change plan',
    () => api(local.changePlan, { body: checkout }),
    'POST',
    '/api/billing/local/portal/change-plan',
    checkout,
  ],
  [
    "change an organization's plan",
    () => api(local.changePlan, { body: { ...checkout, ...org } }),
    'POST',
    '/api/billing/local/portal/change-plan',
    { ...checkout, ...org },
  ],
  ['cancel', () => api(local.cancel, { body: undefined }), 'POST', '/api/billing/local/portal/cancel', {}],
  [
    "cancel an organization's",
    () => api(local.cancel, { body: org }),
    'POST',
    '/api/billing/local/portal/cancel',
    org,
  ],
  ['resume', () => api(local.resume, { body: org }), 'POST', '/api/billing/local/portal/resume', org],
  [
    'simulate a failed payment',
    () => api(local.simulatePaymentFailure, { body: undefined }),
    'POST',
    '/api/billing/local/portal/simulate-payment-failure',
    {},
  ],
  ['admin plans', () => api(planAdminEndpoints.list), 'GET', '/api/admin/subscription-plans', undefined],
  [
    'admin plan update',
    () => api(planAdminEndpoints.update, { params: { id: 3 }, body: { name: 'Pro' } }),
    'PUT',
    '/api/admin/subscription-plans/3',
    { name: 'Pro' },
  ],
  ['admin sync', () => api(planAdminEndpoints.sync), 'POST', '/api/admin/subscription-plans/sync', {}],
  ['admin verify', () => api(planAdminEndpoints.verify), 'POST', '/api/admin/subscription-plans/verify', {}],
  [
    'admin subscription cancel',
    () => api(subscriptionAdminEndpoints.cancel, { params: { id: 'sub/1' } }),
    'POST',
    '/api/admin/subscriptions/sub%2F1/cancel',
    {},
  ],
];

const ORGANIZATIONS: Row[] = [
  ['list', () => api(orgs.list), 'GET', '/api/organizations', undefined],
  [
    'create',
    () => api(orgs.create, { body: { name: 'Acme' } }),
    'POST',
    '/api/organizations',
    { name: 'Acme' },
  ],
  ['get', () => api(orgs.get, { params: { id: 'o/1' } }), 'GET', base, undefined],
  [
    'update',
    () => api(orgs.update, { params: { id: 'o/1' }, body: { logo: null } }),
    'PUT',
    base,
    { logo: null },
  ],
  ['remove', () => api(orgs.remove, { params: { id: 'o/1' }, body: undefined }), 'DELETE', base, {}],
  [
    'cancel and remove',
    () =>
      api(orgs.remove, { params: { id: 'o/1' }, body: { cancelSubscription: true, confirmName: 'Acme' } }),
    'DELETE',
    base,
    { cancelSubscription: true, confirmName: 'Acme' },
  ],
  [
    'invite',
    () => api(orgs.invite, { params: { id: 'o/1' }, body: { email: 'a@example.com', role: 'member' } }),
    'POST',
    `${base}/invitations`,
    { email: 'a@example.com', role: 'member' },
  ],
  [
    'resend',
    () => api(orgs.resendInvitation, { params: { id: 'o/1', invitationId: 'i 1' } }),
    'POST',
    `${base}/invitations/i%201/resend`,
    {},
  ],
  [
    'revoke',
    () => api(orgs.revokeInvitation, { params: { id: 'o/1', invitationId: 'i 1' } }),
    'DELETE',
    `${base}/invitations/i%201`,
    {},
  ],
  [
    'change role',
    () => api(orgs.changeRole, { params: { id: 'o/1', userId: 'u?1' }, body: { role: 'admin' } }),
    'PUT',
    `${base}/members/u%3F1`,
    { role: 'admin' },
  ],
  [
    'remove member',
    () => api(orgs.removeMember, { params: { id: 'o/1', userId: 'u?1' } }),
    'DELETE',
    `${base}/members/u%3F1`,
    {},
  ],
  [
    'invitation preview',
    () => api(invitations.preview, { params: { token: 't/k' } }),
    'GET',
    '/api/invitations/t%2Fk',
    undefined,
  ],
  [
    'accept',
    () => api(invitations.accept, { body: { token: 'tok' } }),
    'POST',
    '/api/invitations/accept',
    { token: 'tok' },
  ],
  [
    'decline',
    () => api(invitations.decline, { body: { token: 'tok' } }),
    'POST',
    '/api/invitations/decline',
    { token: 'tok' },
  ],
  ['mine', () => api(invitations.mine), 'GET', '/api/invitations', undefined],
  [
    'accept by id',
    () => api(invitations.accept, { body: { invitationId: 'i1' } }),
    'POST',
    '/api/invitations/accept',
    { invitationId: 'i1' },
  ],
  [
    'admin list',
    () =>
      api(organizationAdminEndpoints.list, { query: { limit: 20, page: 2, search: 'a c', order: 'asc' } }),
    'GET',
    '/api/admin/organizations?limit=20&page=2&search=a+c&order=asc',
    undefined,
  ],
  [
    'admin get',
    () => api(organizationAdminEndpoints.get, { params: { id: 'o/1' } }),
    'GET',
    '/api/admin/organizations/o%2F1',
    undefined,
  ],
  [
    'admin remove',
    () => api(organizationAdminEndpoints.remove, { params: { id: 'o/1' } }),
    'DELETE',
    '/api/admin/organizations/o%2F1',
    {},
  ],
];

async function expectCall([, call, method, url, body]: Row) {
  const fetchMock = respond();
  await call();
  const [sentUrl, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
  expect(sentUrl).toBe(url);
  expect(init.method).toBe(method);
  expect(init.body === undefined ? undefined : JSON.parse(init.body as string)).toEqual(body);
}

describe('billing calls', () => {
  it.each(BILLING)('%s', (...row) => expectCall(row));
});

describe('organizations calls', () => {
  it.each(ORGANIZATIONS)('%s', (...row) => expectCall(row));
});
