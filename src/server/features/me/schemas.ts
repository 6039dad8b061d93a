import { z } from 'zod';

export const subscriptionSummary = z
  .object({
    id: z.string(),
    status: z.string(),
    plan: z.object({ name: z.string(), priceMonthly: z.number().int() }),
    currentPeriodEnd: z.string().nullable(),
  })
  .nullable();

export const meUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  /** null until the user has a paid subscription (billing fills it). */
  subscription: subscriptionSummary,
});

export const meResponse = z.object({ user: meUser });
