/**
 * API keys: a user's or an organization's credentials for calling the API from code. The secret
 * (`sk_…`) is shown once, at creation; only its SHA-256 is kept.
 */
import { z } from 'zod';
import { API_KEY_SCOPES } from './api-key-scopes.ts';
import { organizationIdField } from './billing-subscriptions.ts';
import { endpoints } from './endpoint.ts';

export const apiKeyScope = z.enum(API_KEY_SCOPES);

export const apiKeyView = z.object({
  id: z.string(),
  name: z.string(),
  /** The secret's first characters, to tell keys apart (`sk_AbC1…`). */
  prefix: z.string(),
  scopes: z.array(apiKeyScope),
  /** null: the creator's personal space. */
  organizationId: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyView>;

export const apiKeyCreateBody = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(100),
    scopes: z
      .array(apiKeyScope)
      .min(1, 'Choose at least one scope')
      .refine((scopes) => new Set(scopes).size === scopes.length, 'Each scope once'),
    /** An ISO date-time in the future; none: the key does not expire. */
    expiresAt: z.iso.datetime({ offset: true }).optional(),
    organizationId: organizationIdField,
  })
  .strict();
export const apiKeyListQuery = z.object({ organizationId: organizationIdField });
export const apiKeyIdParam = z.object({ id: z.string().min(1).max(64) });

export const apiKeyEndpoints = endpoints(
  { access: 'user', tags: ['api keys'], accountSecurity: true },
  {
    list: {
      method: 'GET',
      path: '/api/api-keys',
      summary: "The caller's keys (or, with organizationId, the organization's: owner and admin)",
      query: apiKeyListQuery,
      response: z.object({ apiKeys: z.array(apiKeyView) }),
    },
    create: {
      method: 'POST',
      path: '/api/api-keys',
      summary: 'Create a key; its secret is in this answer only',
      body: apiKeyCreateBody,
      response: z.object({ apiKey: apiKeyView, secret: z.string() }),
      status: 201,
    },
    revoke: {
      method: 'DELETE',
      path: '/api/api-keys/:id',
      summary: 'Revoke a key: refused (401) at once, on every instance',
      params: apiKeyIdParam,
      response: z.object({ apiKey: apiKeyView }),
    },
  },
);
