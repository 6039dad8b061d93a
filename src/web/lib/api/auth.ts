/**
 * The account flows under /api/auth: sign-up, sign-in and -out, e-mail verification and password
 * reset. Request bodies are the forms' own contracts; answers come from the auth contract.
 */
import type {
  signInBody,
  signInResponse,
  signOutResponse,
  signUpBody,
  signUpResponse,
  verifyEmailResponse,
} from '@shared/contracts/auth';
import type { successMessage } from '@shared/contracts/common';
import type { z } from 'zod';
import { request } from '../api';

type Message = z.output<typeof successMessage>;

export const authApi = {
  signUp: (body: z.input<typeof signUpBody>) =>
    request<z.output<typeof signUpResponse>>('POST', '/api/auth/sign-up', body),
  signIn: (body: z.input<typeof signInBody>) =>
    request<z.output<typeof signInResponse>>('POST', '/api/auth/sign-in', body),
  signOut: () => request<z.output<typeof signOutResponse>>('POST', '/api/auth/sign-out'),
  verifyEmail: (token: string) =>
    request<z.output<typeof verifyEmailResponse>>('POST', '/api/auth/verify-email', { token }),
  resendVerification: (email: string) => request<Message>('POST', '/api/auth/resend-verification', { email }),
  forgotPassword: (email: string) => request<Message>('POST', '/api/auth/forgot-password', { email }),
  resetPassword: (token: string, password: string) =>
    request<Message>('POST', '/api/auth/reset-password', { token, password }),
};
