/** URL slugs: lower-case ASCII words joined by hyphens, derived from titles and names. */
import slugify from 'slugify';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugOf(text: string, maxLength = 80): string {
  const slug = slugify(text, { lower: true, strict: true, trim: true })
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || 'untitled';
}
