/**
 * The principals and one of each resource, created through the API as a real admin and user
 * would, so every route of the matrix and of the fuzzer can be called with ids that exist.
 */

import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import {
  apiKeys,
  entitlementOverrides,
  outgoingWebhookEvents,
  passkeys,
  projects,
  webhookDeliveries,
  webhookEndpoints,
} from '../../../src/server/db/schema.ts';
import type { TestApp } from '../../../src/server/testing/app.ts';
import { multipartBody as buildMultipart } from '../../../src/server/testing/multipart.ts';
import { createOrganizationFixtures, type OrganizationFixtures } from './organization-fixtures.ts';

export type User = Awaited<ReturnType<TestApp['createUser']>>;
export type PrincipalName = 'anonymous' | 'banned' | 'other' | 'user' | 'admin';
export const PRINCIPALS: readonly PrincipalName[] = ['anonymous', 'banned', 'other', 'user', 'admin'];

export interface Fixtures {
  users: Record<'admin' | 'user' | 'other' | 'banned' | 'target' | 'throwaway', User>;
  post: { id: number; slug: string };
  /** Removed by DELETE /api/blog/:id and bulk-delete; the other routes keep `post`. */
  postToDelete: number;
  postToBulkDelete: number;
  categoryId: number;
  tagId: number;
  testimonialId: number;
  /** Pending until the matrix rejects it (the other one is approved and unpublished first). */
  testimonialToReject: number;
  faqId: number;
  changelogId: number;
  bannerId: number;
  variantId: number;
  popupId: number;
  templateId: number;
  templateVersionId: number;
  uploadId: string;
  /** Also `user`'s: the admin deletes it (an admin may delete anyone's file). */
  uploadForAdmin: string;
  contactId: number;
  waitlistId: number;
  feedbackId: number;
  planId: number;
  checkoutId: string;
  emailId: number;
  jobId: number;
  /** A second session of `user`, which `user` revokes (DELETE /api/me/sessions/:id). */
  sessionToRevoke: string;
  /** `user`'s passkey (and the admin's own): rows as the passkey plugin writes them. */
  passkeyId: string;
  passkeyForAdmin: string;
  /** `user`'s personal project (and the admin's own). */
  projectId: string;
  projectForAdmin: string;
  /** `user`'s API key (and the admin's own), written as the service writes them. */
  apiKeyId: string;
  apiKeyForAdmin: string;
  /** A webhook endpoint of each one's personal space, with a failed delivery (to retry). */
  webhook: { endpointId: string; deliveryId: string };
  webhookForAdmin: { endpointId: string; deliveryId: string };
  organizations: OrganizationFixtures;
}

// A real 1×1 PNG: the upload's content check must recognise it.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** One file in a multipart body (the shared builder, with this suite's argument order). */
export const multipartBody = (field: string, fileName: string, type: string, bytes: Buffer) =>
  buildMultipart([{ field, name: fileName, type, bytes }]);

let counter = 0;
/** A suffix unique in this process, for names, slugs, keys and e-mail addresses. */
export const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function call(
  t: TestApp,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The response's `data`, after checking the status is one of `expected`. */
async function dataOf(response: Promise<LightMyRequestResponse>, expected = [200, 201]) {
  const settled = await response;
  if (!expected.includes(settled.statusCode)) {
    throw new Error(`fixture request failed (${settled.statusCode}): ${settled.body}`);
  }
  // biome-ignore lint/suspicious/noExplicitAny: fixture set-up reads ids out of several response shapes.
  return (settled.json() as { data: any }).data;
}

export async function createFixtures(t: TestApp): Promise<Fixtures> {
  const admin = await t.createUser({ role: 'admin', name: 'Matrix Admin' });
  const [user, other, banned, target, throwaway] = await Promise.all([
    t.createUser({ verified: true, name: 'Matrix User' }),
    t.createUser({ verified: true, name: 'Other User' }),
    t.createUser({ verified: true, name: 'Banned User' }),
    t.createUser({ verified: true, name: 'Target User' }),
    t.createUser({ verified: true, name: 'Throwaway User' }),
  ]);
  const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    dataOf(call(t, admin.token, method, url, payload));
  const asUser = (method: 'POST', url: string, payload?: unknown) =>
    dataOf(call(t, user.token, method, url, payload));

  await asAdmin('POST', '/api/admin/users/ban', { userId: banned.id, reason: 'Authorization matrix' });

  const category = await asAdmin('POST', '/api/admin/blog/categories', { name: `Category ${unique()}` });
  const tag = await asAdmin('POST', '/api/admin/blog/tags', { name: `Tag ${unique()}` });
  const newPost = (title: string) =>
    asAdmin('POST', '/api/blog', {
      title: `${title} ${unique()}`,
      content: 'Some **Markdown** content.',
      published: true,
      categoryIds: [category.category.id],
      tagIds: [tag.tag.id],
    });
  const post = await newPost('Matrix post');
  const postToDelete = await newPost('Post to delete');
  const postToBulkDelete = await newPost('Post to bulk-delete');

  // One pending testimonial per author: `user` keeps the right to submit one in the matrix.
  const submitTestimonial = (author: User) =>
    dataOf(
      call(t, author.token, 'POST', '/api/testimonials', {
        content: 'A product that does what it says.',
        rating: 5,
        authorName: 'Some Author',
      }),
    );
  const testimonial = await submitTestimonial(other);
  const testimonialToReject = await submitTestimonial(throwaway);
  const faq = await asAdmin('POST', '/api/admin/faqs', { question: 'Is it safe?', answer: 'Yes.' });
  const version = `9.${Math.floor(Math.random() * 1e6)}.${counter++}`;
  const changelog = await asAdmin('POST', '/api/admin/changelog', {
    version,
    title: 'Matrix entry',
    content: 'Changed things.',
    type: 'feature',
  });
  const banner = await asAdmin('POST', '/api/admin/marketing/banners', {
    name: 'Matrix banner',
    visible: true,
    variants: [{ label: 'A', description: 'Try it free' }],
  });
  const popup = await asAdmin('POST', '/api/admin/marketing/popups', {
    type: 'announcement',
    name: 'Matrix popup',
    title: 'News',
    content: 'Something new.',
  });
  const template = await asAdmin('POST', '/api/admin/email-templates', {
    key: `matrix_${unique()}`,
    name: 'Matrix template',
    subject: 'Hello',
    html: '<p>Hello</p>',
  });

  const uploadPng = () => {
    const upload = multipartBody('file', 'pixel.png', 'image/png', PNG);
    return dataOf(
      t.app.inject({
        method: 'POST',
        url: '/api/fileupload',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': upload.contentType },
        payload: upload.payload,
      }),
    );
  };
  const uploaded = await uploadPng();
  const uploadedForAdmin = await uploadPng();

  await dataOf(
    call(t, null, 'POST', '/api/contact', {
      fullName: 'Matrix Visitor',
      email: `visitor-${unique()}@example.com`,
      message: 'Hello there',
    }),
  );
  const submissions = await asAdmin('GET', '/api/admin/contact-submissions');
  const waitlist = await dataOf(
    call(t, null, 'POST', '/api/waitlist', { email: `wait-${unique()}@example.com`, name: 'Waiter' }),
  );
  const feedback = await dataOf(
    call(t, null, 'POST', '/api/feedback', {
      type: 'general',
      message: 'Nice work',
      email: `feedback-${unique()}@example.com`,
    }),
  );
  const plans = await asAdmin('GET', '/api/admin/subscription-plans');
  const checkout = await asUser('POST', '/api/subscription/checkout', {
    priceId: 'local_pro_monthly',
    billingCycle: 'monthly',
  });
  await t.deps.mailer.drain();
  const emails = await asAdmin('GET', '/api/admin/emails');
  // The e-mails' jobs, delivered: a job that did not fail (its retry answers 409).
  const jobList = await asAdmin('GET', '/api/admin/jobs?queue=mail');
  // Only an authenticator can register a passkey over HTTP; the matrix needs rows to delete.
  const passkeyOf = async (owner: User) => {
    const passkeyId = `matrix-passkey-${unique()}`;
    await t.deps.database.db.insert(passkeys).values({
      id: passkeyId,
      name: 'Matrix passkey',
      publicKey: 'AAAA',
      userId: owner.id,
      credentialID: passkeyId,
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: false,
    });
    return passkeyId;
  };
  const organizationFixtures = await createOrganizationFixtures(t, { user, admin, throwaway });
  // `other` creates keys and projects of its own in the matrix.
  await entitle(t, other);

  return {
    users: { admin, user, other, banned, target, throwaway },
    post: { id: post.post.id, slug: post.post.slug },
    postToDelete: postToDelete.post.id,
    postToBulkDelete: postToBulkDelete.post.id,
    categoryId: category.category.id,
    tagId: tag.tag.id,
    testimonialId: testimonial.testimonial.id,
    testimonialToReject: testimonialToReject.testimonial.id,
    faqId: faq.faq.id,
    changelogId: changelog.entry.id,
    bannerId: banner.banner.id,
    variantId: banner.banner.variants[0].id,
    popupId: popup.popup.id,
    templateId: template.template.id,
    templateVersionId: template.versions[0].id,
    uploadId: uploaded.file.id,
    uploadForAdmin: uploadedForAdmin.file.id,
    contactId: submissions.submissions[0].id,
    waitlistId: waitlist.entry.id,
    feedbackId: feedback.feedback.id,
    planId: plans.plans.find((plan: { slug: string }) => plan.slug === 'pro').id,
    checkoutId: (checkout.url as string).split('/').pop()!,
    emailId: emails.emails[0].id,
    jobId: jobList.jobs[0].id,
    sessionToRevoke: await secondSessionOf(t, user),
    passkeyId: await passkeyOf(user),
    passkeyForAdmin: await passkeyOf(admin),
    projectId: await projectOf(t, user),
    projectForAdmin: await projectOf(t, admin),
    apiKeyId: await apiKeyOf(t, user),
    apiKeyForAdmin: await apiKeyOf(t, admin),
    webhook: await webhookOf(t, user),
    webhookForAdmin: await webhookOf(t, admin),
    organizations: organizationFixtures,
  };
}

/**
 * The personal space's plan, widened by an admin's override: unlimited projects and API access,
 * so the matrix's and the fuzzer's creates are not refused by the Free plan.
 */
async function entitle(t: TestApp, user: User) {
  await t.deps.database.db
    .insert(entitlementOverrides)
    .values({
      customerKey: `user:${user.id}`,
      userId: user.id,
      flags: { apiAccess: true, webhooks: true },
      limits: { projects: null },
    })
    .onConflictDoNothing();
}

/** A project in the user's personal space, written as the service writes it. */
async function projectOf(t: TestApp, user: User): Promise<string> {
  const db = t.deps.database.db;
  const customerKey = `user:${user.id}`;
  await entitle(t, user);
  const id = randomUUID();
  await db
    .insert(projects)
    .values({ id, customerKey, userId: user.id, name: 'Matrix project', createdBy: user.id });
  return id;
}

/** An API key of the user's personal space (its secret is never needed: the matrix revokes it). */
async function apiKeyOf(t: TestApp, user: User): Promise<string> {
  const id = randomUUID();
  await t.deps.database.db.insert(apiKeys).values({
    id,
    userId: user.id,
    name: 'Matrix key',
    prefix: 'sk_matrix',
    secretHash: `matrix-${id}`,
    scopes: ['projects:read'],
  });
  return id;
}

/**
 * A webhook endpoint of the user's personal space and one failed delivery of a ping to it. Its URL
 * is this machine's discard port: the test and retry routes queue attempts that fail at once.
 */
async function webhookOf(t: TestApp, user: User) {
  const db = t.deps.database.db;
  await entitle(t, user);
  const customerKey = `user:${user.id}`;
  const endpointId = randomUUID();
  const eventId = `evt_${randomUUID().replaceAll('-', '')}`;
  const deliveryId = randomUUID();
  await db.insert(webhookEndpoints).values({
    id: endpointId,
    customerKey,
    userId: user.id,
    url: 'http://127.0.0.1:9/matrix',
    events: ['*'],
    secret: `whsec_${Buffer.alloc(24, 3).toString('base64')}`,
  });
  await db.insert(outgoingWebhookEvents).values({
    id: eventId,
    customerKey,
    type: 'ping',
    payload: { id: eventId, type: 'ping', createdAt: new Date().toISOString(), data: { message: 'matrix' } },
  });
  await db
    .insert(webhookDeliveries)
    .values({ id: deliveryId, endpointId, eventId, status: 'failed', attempts: 8 });
  return { endpointId, deliveryId };
}

/** Signs `user` in once more and returns that session's id. */
async function secondSessionOf(t: TestApp, user: User): Promise<string> {
  const signIn = await dataOf(
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: user.password },
    }),
  );
  const { sessions } = await dataOf(call(t, signIn.session.token, 'GET', '/api/me/sessions'));
  return sessions.find((session: { current: boolean }) => session.current).id;
}
