/**
 * Magic links and passkeys: signing in without a password (/api/auth/magic-link*,
 * /api/auth/passkey*) and the signed-in user's passkeys (/api/me/passkeys*). The endpoints are
 * declared in src/shared/contracts/passwordless.ts. The WebAuthn options and credentials are the
 * JSON forms @simplewebauthn/browser reads and writes.
 */
import type { AddPasskeyBody, PasskeySignInBody } from '@shared/contracts/passwordless';
import { passkeyEndpoints, passwordlessEndpoints } from '@shared/endpoints/passwordless';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { api } from '../api-call';

/** WebAuthn options: the contract checks only the challenge; the rest is the library's, passed through. */
const webAuthnOptions = <T>(options: Promise<unknown>) => options as Promise<T>;

// The credentials are the JSON the contract checks, but the library types their extension results
// as an interface, which TypeScript does not take for the contract's record: hence the casts below.

export const passwordlessApi = {
  requestMagicLink: (email: string) => api(passwordlessEndpoints.requestMagicLink, { body: { email } }),
  verifyMagicLink: (token: string) => api(passwordlessEndpoints.verifyMagicLink, { body: { token } }),
  passkeySignInOptions: () =>
    webAuthnOptions<PublicKeyCredentialRequestOptionsJSON>(api(passwordlessEndpoints.passkeyOptions)),
  signInWithPasskey: (response: AuthenticationResponseJSON) =>
    api(passwordlessEndpoints.passkeySignIn, {
      body: { response: response as unknown as PasskeySignInBody['response'] },
    }),
  myPasskeys: () => api(passkeyEndpoints.list),
  passkeyRegistrationOptions: () =>
    webAuthnOptions<PublicKeyCredentialCreationOptionsJSON>(api(passkeyEndpoints.registrationOptions)),
  addPasskey: (name: string, response: RegistrationResponseJSON) =>
    api(passkeyEndpoints.add, {
      body: { name, response: response as unknown as AddPasskeyBody['response'] },
    }),
  renamePasskey: (id: string, name: string) =>
    api(passkeyEndpoints.rename, { params: { id }, body: { name } }),
  removePasskey: (id: string) => api(passkeyEndpoints.remove, { params: { id } }),
};
