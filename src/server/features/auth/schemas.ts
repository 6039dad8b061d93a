import { z } from 'zod';

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['user', 'admin']),
});

export const signInResponse = z.object({
  session: z.object({ token: z.string(), user: sessionUserSchema }),
});

export const signUpResponse = z.object({
  user: z.object({ id: z.string(), email: z.string(), emailVerified: z.literal(false) }),
  message: z.string(),
});

export const successMessage = z.object({ success: z.literal(true), message: z.string() });
export const successOnly = z.object({ success: z.literal(true) });
