/**
 * Magic links and passkeys: signing in without a password (/api/auth/magic-link*,
 * /api/auth/passkey*) and the signed-in user's passkeys (/api/me/passkeys*). The WebAuthn options
 * and credentials are the JSON forms @simplewebauthn/browser reads and writes.
 */
import type { signInResponse } from '@shared/contracts/auth';
import type { successMessage } from '@shared/contracts/common';
import type { PasskeysResponse } from '@shared/contracts/passwordless';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { z } from 'zod';
import { request } from '../api';

type SignIn = z.output<typeof signInResponse>;

export const passwordlessApi = {
  requestMagicLink: (email: string) =>
    request<z.output<typeof successMessage>>('POST', '/api/auth/magic-link', { email }),
  verifyMagicLink: (token: string) => request<SignIn>('POST', '/api/auth/magic-link/verify', { token }),
  passkeySignInOptions: () =>
    request<PublicKeyCredentialRequestOptionsJSON>('POST', '/api/auth/passkey/options'),
  signInWithPasskey: (response: AuthenticationResponseJSON) =>
    request<SignIn>('POST', '/api/auth/passkey', { response }),
  myPasskeys: () => request<PasskeysResponse>('GET', '/api/me/passkeys'),
  passkeyRegistrationOptions: () =>
    request<PublicKeyCredentialCreationOptionsJSON>('POST', '/api/me/passkeys/options'),
  addPasskey: (name: string, response: RegistrationResponseJSON) =>
    request<PasskeysResponse>('POST', '/api/me/passkeys', { name, response }),
  removePasskey: (id: string) =>
    request<PasskeysResponse>('DELETE', `/api/me/passkeys/${encodeURIComponent(id)}`),
};
