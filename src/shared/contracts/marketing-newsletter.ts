/** Newsletter sign-ups (from a popup or elsewhere on the site) and the admin's list of them. */
import { z } from 'zod';
import { rowId } from './common.ts';
import { pageQuery, pagination } from './pagination.ts';

export const newsletterBody = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email('Enter a valid e-mail address'))
    .transform((value) => value.toLowerCase()),
  popupId: rowId.optional(),
});
export type NewsletterBody = z.infer<typeof newsletterBody>;

export const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  popupId: z.number().int().nullable(),
  popupName: z.string().nullable(),
  createdAt: z.string(),
});

export const subscriberListQuery = z.object({
  ...pageQuery,
  search: z.string().trim().min(1).max(200).optional(),
});
export type SubscriberListQuery = z.infer<typeof subscriberListQuery>;
export const subscriberFilters = subscriberListQuery.pick({ search: true });
export type SubscriberFilters = z.infer<typeof subscriberFilters>;

export const subscriberListResponse = z.object({ subscribers: z.array(subscriberSchema), pagination });
