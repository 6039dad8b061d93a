/**
 * Magic links and passkeys (/api/auth/magic-link*, /api/auth/passkey*, /api/me/passkeys*). The
 * WebAuthn bodies are the browser's JSON encoding of a credential (base64url strings), checked
 * here for shape and size; the cryptography is the auth library's.
 */
import { z } from 'zod';
import { emailOnlyBody as magicLinkBody, tokenBody as magicLinkVerifyBody } from '../auth-contracts.ts';
import { signInResponse } from './auth.ts';
import { successMessage } from './common.ts';
import { endpoints } from './endpoint.ts';

export { magicLinkBody, magicLinkVerifyBody };

export const PASSKEY_NAME_MAX = 100;

const b64url = z.string().max(16_384);
const extensions = z.record(z.string(), z.unknown()).default({});

/** A WebAuthn credential as the browser returns it (PublicKeyCredential.toJSON()). */
const credential = <T extends z.ZodType>(response: T) =>
  z.object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal('public-key'),
    response,
    clientExtensionResults: extensions,
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  });

export const passkeySignInBody = z.object({
  response: credential(
    z.object({
      clientDataJSON: b64url,
      authenticatorData: b64url,
      signature: b64url,
      userHandle: b64url.optional(),
    }),
  ),
});

export const addPasskeyBody = z.object({
  name: z.string().trim().min(1, 'Name is required').max(PASSKEY_NAME_MAX, 'Name is too long'),
  response: credential(
    z.object({
      clientDataJSON: b64url,
      attestationObject: b64url,
      authenticatorData: b64url.optional(),
      transports: z.array(z.string().max(32)).max(10).optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: b64url.optional(),
    }),
  ),
});

export const passkeyIdParams = z.object({ id: z.string().min(1).max(200) });

/** PATCH /api/me/passkeys/{id}: a new name (the same rule as when adding one). */
export const renamePasskeyBody = z.object({ name: addPasskeyBody.shape.name });

/** The options handed to navigator.credentials.get()/create(): the library's, passed through. */
export const webAuthnOptions = z.looseObject({ challenge: z.string() });

export const passkeyView = z.object({
  id: z.string(),
  name: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});

export const passkeysResponse = z.object({ passkeys: z.array(passkeyView) });

export type PasskeySignInBody = z.infer<typeof passkeySignInBody>;
export type AddPasskeyBody = z.infer<typeof addPasskeyBody>;
export type RenamePasskeyBody = z.infer<typeof renamePasskeyBody>;
export type PasskeyView = z.infer<typeof passkeyView>;
export type PasskeysResponse = z.infer<typeof passkeysResponse>;
export type WebAuthnOptions = z.infer<typeof webAuthnOptions>;

/** Signing in without a password: public, in the auth rate-limit scope. */
export const passwordlessEndpoints = endpoints(
  { access: 'public', tags: ['auth'] },
  {
    requestMagicLink: {
      method: 'POST',
      path: '/api/auth/magic-link',
      summary: 'E-mail a one-time sign-in link (always 200, no account enumeration)',
      description:
        'An existing account gets a link to `/magic-link?token=…`, valid 15 minutes and single use; an unknown address gets nothing.',
      body: magicLinkBody,
      response: successMessage,
    },
    verifyMagicLink: {
      method: 'POST',
      path: '/api/auth/magic-link/verify',
      summary: 'Sign in with the e-mailed token (used or expired: 400)',
      description: 'Returns the same sign-in body as POST /api/auth/sign-in and sets the session cookie.',
      body: magicLinkVerifyBody,
      response: signInResponse,
    },
    passkeyOptions: {
      method: 'POST',
      path: '/api/auth/passkey/options',
      summary: 'A WebAuthn challenge for signing in with a passkey',
      description: 'The options for `navigator.credentials.get()`; sets the challenge cookie (5 minutes).',
      response: webAuthnOptions,
    },
    passkeySignIn: {
      method: 'POST',
      path: '/api/auth/passkey',
      summary: 'Sign in with a passkey (the WebAuthn assertion for the challenge)',
      description: 'Returns the same sign-in body as POST /api/auth/sign-in and sets the session cookie.',
      body: passkeySignInBody,
      response: signInResponse,
    },
  },
);

/** The signed-in user's passkeys; every change is the owner's (refused while impersonating). */
export const passkeyEndpoints = endpoints(
  { access: 'user', tags: ['me'] },
  {
    list: {
      method: 'GET',
      path: '/api/me/passkeys',
      summary: "The signed-in user's passkeys",
      response: passkeysResponse,
    },
    registrationOptions: {
      method: 'POST',
      path: '/api/me/passkeys/options',
      accountSecurity: true,
      summary: 'A WebAuthn challenge for adding a passkey',
      description:
        'The options for `navigator.credentials.create()`; sets the challenge cookie (5 minutes). Needs a sign-in from the last 24 hours (403 otherwise).',
      response: webAuthnOptions,
    },
    add: {
      method: 'POST',
      path: '/api/me/passkeys',
      accountSecurity: true,
      summary: 'Add a passkey (the WebAuthn attestation for the challenge, and a name)',
      body: addPasskeyBody,
      response: passkeysResponse,
    },
    rename: {
      method: 'PATCH',
      path: '/api/me/passkeys/:id',
      accountSecurity: true,
      summary: 'Rename a passkey (another user’s: 404)',
      params: passkeyIdParams,
      body: renamePasskeyBody,
      response: passkeysResponse,
    },
    remove: {
      method: 'DELETE',
      path: '/api/me/passkeys/:id',
      accountSecurity: true,
      summary: 'Remove a passkey (another user’s: 404)',
      params: passkeyIdParams,
      response: passkeysResponse,
    },
  },
);
