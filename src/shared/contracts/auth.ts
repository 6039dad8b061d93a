/**
 * The auth routes' contract (/api/auth/*). Their request bodies are the field rules of
 * ../auth-contracts.ts (the forms validate with the same ones); the answers are here.
 */
import { z } from 'zod';
import { twoFactorChallengeResponse } from './two-factor.ts';

export {
  emailOnlyBody,
  resetPasswordBody,
  signInBody,
  signUpBody,
  tokenBody,
} from '../auth-contracts.ts';

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
