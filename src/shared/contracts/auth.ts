/**
 * The auth routes' contract (/api/auth/*). Their request bodies are the field rules of
 * ../auth-contracts.ts (the forms validate with the same ones); the answers are here.
 */
import { z } from 'zod';
import { emailOnlyBody, resetPasswordBody, signInBody, signUpBody, tokenBody } from '../auth-contracts.ts';
import { successMessage } from './common.ts';
import { endpoints } from './endpoint.ts';
import { twoFactorChallengeBody, twoFactorChallengeResponse } from './two-factor.ts';

export { emailOnlyBody, resetPasswordBody, signInBody, signUpBody, tokenBody };

/** Sign-out needs no body; it accepts `{}` or nothing. */
export const signOutBody = z.object({}).strict().optional();

export const sessionUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['user', 'admin']),
});

/** A started session; every way of signing in answers with it (or with a two-factor challenge). */
export const signedInResponse = z.object({
  session: z.object({ token: z.string(), user: sessionUser }),
});

/** Sign-in's answer: the session, or — with two-factor enabled — the challenge to answer first. */
export const signInResponse = z.union([signedInResponse, twoFactorChallengeResponse]);

export const signUpResponse = z.object({
  user: z.object({ id: z.string(), email: z.string(), emailVerified: z.literal(false) }),
  message: z.string(),
});

/** The verification link's answer; a link followed again after the address is verified says so. */
export const verifyEmailResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  alreadyVerified: z.boolean(),
});

export const signOutResponse = z.object({ success: z.literal(true) });

/**
 * /api/auth/*: public, in the auth rate-limit scope (5 requests per 15 minutes per caller by
 * default). The sign-in providers, magic links and passkeys declare theirs in oauth.ts and
 * passwordless.ts; the two-factor challenge is here (it answers `signedInResponse`).
 */
export const authEndpoints = endpoints(
  { access: 'public', tags: ['auth'] },
  {
    signUp: {
      method: 'POST',
      path: '/api/auth/sign-up',
      summary: 'Create an account (sends the verification e-mail; starts no session)',
      body: signUpBody,
      response: signUpResponse,
      status: 201,
    },
    signIn: {
      method: 'POST',
      path: '/api/auth/sign-in',
      summary: 'Sign in with e-mail and password',
      description:
        'Returns the session token (use it as `Authorization: Bearer <token>`) and sets an HttpOnly cookie.',
      body: signInBody,
      response: signInResponse,
    },
    signOut: {
      method: 'POST',
      path: '/api/auth/sign-out',
      summary: 'End the current session',
      body: signOutBody,
      response: signOutResponse,
    },
    verifyEmail: {
      method: 'POST',
      path: '/api/auth/verify-email',
      summary: 'Verify an e-mail address with the e-mailed token',
      body: tokenBody,
      response: verifyEmailResponse,
    },
    resendVerification: {
      method: 'POST',
      path: '/api/auth/resend-verification',
      summary: 'Send the verification e-mail again (always 200)',
      body: emailOnlyBody,
      response: successMessage,
    },
    forgotPassword: {
      method: 'POST',
      path: '/api/auth/forgot-password',
      summary: 'E-mail a password-reset link (always 200, no account enumeration)',
      body: emailOnlyBody,
      response: successMessage,
    },
    resetPassword: {
      method: 'POST',
      path: '/api/auth/reset-password',
      summary: "Set a new password with the e-mailed token (signs out the user's other sessions)",
      body: resetPasswordBody,
      response: successMessage,
    },
    twoFactorChallenge: {
      method: 'POST',
      path: '/api/auth/two-factor',
      tags: ['auth', 'two-factor'],
      summary: 'Answer the sign-in challenge with a TOTP code or an unused backup code',
      description:
        'After a sign-in answered `{ twoFactorRequired: true, challengeToken }`. Five attempts within five minutes; then sign in again. Returns the sign-in body and sets the session cookie.',
      body: twoFactorChallengeBody,
      response: signedInResponse,
    },
  },
);
