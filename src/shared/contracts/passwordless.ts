/**
 * Magic links and passkeys (/api/auth/magic-link*, /api/auth/passkey*, /api/me/passkeys*). The
 * WebAuthn bodies are the browser's JSON encoding of a credential (base64url strings), checked
 * here for shape and size; the cryptography is the auth library's.
 */
import { z } from 'zod';

export { emailOnlyBody as magicLinkBody, tokenBody as magicLinkVerifyBody } from '../auth-contracts.ts';

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
export type PasskeyView = z.infer<typeof passkeyView>;
export type PasskeysResponse = z.infer<typeof passkeysResponse>;
export type WebAuthnOptions = z.infer<typeof webAuthnOptions>;
