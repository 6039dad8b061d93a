/**
 * The one set of URL-slug rules, for the server (validation, derivation, numbering) and the web
 * app (the slug a form suggests as the title is typed): lower-case ASCII words joined by hyphens.
 */
import slugifyText from 'slugify';
import { z } from 'zod';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Longest slug an admin may give. */
export const SLUG_MAX = 120;
/** Longest slug derived from a title, leaving room for a "-N" suffix under SLUG_MAX. */
export const DERIVED_SLUG_MAX = 80;

export const slugSchema = z
  .string()
  .trim()
  .min(1)
  .max(SLUG_MAX)
  .regex(SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens');

/** "Crème brûlée & Co!" -> "creme-brulee-and-co"; "" when nothing is left (e.g. only CJK). */
export function slugify(text: string): string {
  return slugifyText(text, { lower: true, strict: true, trim: true })
    .slice(0, DERIVED_SLUG_MAX)
    .replace(/-+$/, '');
}

/** The slug derived from a title or name, never empty. */
export function slugOf(text: string): string {
  return slugify(text) || 'untitled';
}

/**
 * The first free slug for `base`: itself, else `base-2`, `base-3`… `taken` holds the slugs in
 * use that could clash (base and base-N); `reserved` are paths no row may take.
 */
export function firstFreeSlug(
  base: string,
  taken: ReadonlySet<string>,
  reserved?: ReadonlySet<string>,
): string {
  if (!taken.has(base) && !reserved?.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
