/**
 * What an API key may be allowed to do. An endpoint names the scopes that let a key call it
 * (`apiKey` in its declaration, endpoint.ts); a key reaches nothing else. Apart from the API-key
 * contract so that endpoint.ts can name the type without importing a schema.
 */
export const API_KEY_SCOPES = [
  'projects:read',
  'projects:write',
  'usage:write',
  'webhooks:manage',
  'organization:read',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The secret's prefix: a key is told from a session token by it. */
export const API_KEY_PREFIX = 'sk_';
