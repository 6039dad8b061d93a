/** The blog's categories and tags: as a post names them, as the admin writes them, and listed. */
import { z } from 'zod';
import { slugSchema } from '../slug.ts';

/** A category or tag as a post names it. */
export const taxonomyRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type BlogTerm = z.infer<typeof taxonomyRef>;

export const taxonomyBody = z.object({
  name: z.string().trim().min(1).max(80),
  slug: slugSchema.optional(),
  description: z.string().trim().max(500).nullish(),
});
export type TaxonomyBody = z.infer<typeof taxonomyBody>;
export type TermInput = z.input<typeof taxonomyBody>;

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  postCount: z.number().int(),
  createdAt: z.string(),
});
export type CategoryOut = z.infer<typeof categorySchema>;
export const tagSchema = categorySchema.omit({ description: true });
export type TagOut = z.infer<typeof tagSchema>;

export const categoryListResponse = z.object({ categories: z.array(categorySchema) });
export const tagListResponse = z.object({ tags: z.array(tagSchema) });
export const categoryResponse = z.object({ category: categorySchema });
export const tagResponse = z.object({ tag: tagSchema });
