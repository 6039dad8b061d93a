/**
 * The account flows under /api/auth: sign-up, sign-in and -out, e-mail verification and password
 * reset. The endpoints are declared in src/shared/contracts/auth.ts; request bodies are the forms'
 * own contracts.
 */
import type { signInBody, signUpBody } from '@shared/contracts/auth';
import { authEndpoints } from '@shared/endpoints/auth';
import type { z } from 'zod';
import { api } from '../api-call';

export const authApi = {
  signUp: (body: z.input<typeof signUpBody>) => api(authEndpoints.signUp, { body }),
  signIn: (body: z.input<typeof signInBody>) => api(authEndpoints.signIn, { body }),
  signOut: () => api(authEndpoints.signOut, { body: {} }),
  verifyEmail: (token: string) => api(authEndpoints.verifyEmail, { body: { token } }),
  resendVerification: (email: string) => api(authEndpoints.resendVerification, { body: { email } }),
  forgotPassword: (email: string) => api(authEndpoints.forgotPassword, { body: { email } }),
  resetPassword: (token: string, password: string) =>
    api(authEndpoints.resetPassword, { body: { token, password } }),
};
