import { z } from 'zod';
import { updateMeBody } from '../auth-contracts.ts';
import { LOCALES } from '../i18n/locales.ts';
import { subscriptionView } from './billing.ts';
import { endpoints } from './endpoint.ts';
import { meOrganizationFields } from './organizations.ts';

/** The admin user list's short form of a subscription. */
export const subscriptionSummary = z
  .object({
    id: z.string(),
    status: z.string(),
    plan: z.object({ name: z.string(), priceMonthly: z.number().int() }),
    currentPeriodEnd: z.string().nullable(),
  })
  .nullable();

export const meUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  /** The saved language; null when the browser's Accept-Language decides. */
  locale: z.enum(LOCALES).nullable(),
  /** The user's current subscription as GET /api/subscription shows it; null when none. */
  subscription: subscriptionView.nullable(),
  /** The user's organizations and the active one (extensions: Organizations). */
  ...meOrganizationFields,
  /**
   * This session is an admin's impersonation of the user: the web app shows the impersonation bar
   * (its details: GET /api/me/impersonation).
   */
  impersonating: z.boolean(),
});

export const meResponse = z.object({ user: meUser });

/** /api/me: the signed-in user (the web app's one source of who is signed in) and their profile edits. */
export const meEndpoints = endpoints(
  { access: 'user', tags: ['me'] },
  {
    get: {
      method: 'GET',
      path: '/api/me',
      summary: 'The signed-in user (401 when signed out)',
      response: meResponse,
    },
    update: {
      method: 'PUT',
      path: '/api/me',
      summary: 'Update name, image and/or language',
      body: updateMeBody,
      response: meResponse,
    },
  },
);
