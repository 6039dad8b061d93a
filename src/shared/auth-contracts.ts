/**
 * Request contracts shared by the API (validation + OpenAPI) and the web app (form validation),
 * so a field rule is written once.
 */
import { z } from 'zod';
import { LOCALES } from './i18n/locales.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const URL_MAX = 2048;

export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX, 'E-mail is too long')
  .pipe(z.email('Enter a valid e-mail address'))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const nameSchema = z.string().trim().min(1, 'Name is required').max(NAME_MAX, 'Name is too long');

/**
 * The one rule for URLs users and admins give (images, links): an absolute http(s) URL or a path
 * on this site. Never javascript: or data:, never protocol-relative ("//host"), and no backslash
 * (browsers read "/\\host" as "//host", another site).
 */
export const isSiteOrHttpUrl = (value: string): boolean =>
  /^https?:\/\/[^\s\\]+$/i.test(value) || /^\/(?![/\\])[^\s\\]*$/.test(value);

export const siteOrHttpUrlSchema = z
  .string()
  .trim()
  .max(URL_MAX, 'URL is too long')
  .refine(isSiteOrHttpUrl, 'Enter an http(s) URL or a path on this site');

/** Profile images: the rule above; an empty string clears the image. */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(URL_MAX, 'URL is too long')
  .refine((value) => value === '' || isSiteOrHttpUrl(value), 'Enter an http(s) URL or a path on this site');

export const signUpBody = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: nameSchema,
  /**
   * Where to go once the address is verified and the user signed in (a path of this site, e.g. the
   * invitation that led here): the verification e-mail's link carries it as `redirect`.
   */
  returnTo: z.string().max(2048).optional(),
});
export const signInBody = z.object({
  email: emailSchema,
  // Sign-in does not enforce the length rules (an old password may predate them) but caps the size.
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX, 'Password is too long'),
});
export const emailOnlyBody = z.object({ email: emailSchema });
export const tokenBody = z.object({ token: z.string().min(1, 'Token is required').max(2048) });
export const resetPasswordBody = z.object({ token: z.string().min(1).max(2048), password: passwordSchema });
export const updateMeBody = z
  .object({
    name: nameSchema.optional(),
    image: imageUrlSchema.nullable().optional(),
    /** The language of the web app and of e-mails; null forgets the choice (Accept-Language decides). */
    locale: z.enum(LOCALES).nullable().optional(),
    /** The active organization: one the user is a member of; null clears it. */
    activeOrganizationId: z.string().trim().min(1).max(64).nullable().optional(),
  })
  .refine(
    (body) =>
      body.name !== undefined ||
      body.image !== undefined ||
      body.locale !== undefined ||
      body.activeOrganizationId !== undefined,
    'Nothing to update',
  );

export type SignUpBody = z.infer<typeof signUpBody>;
export type SignInBody = z.infer<typeof signInBody>;
export type UpdateMeBody = z.infer<typeof updateMeBody>;

/**
 * A return path after sign-in must stay on this site: a single leading slash, no scheme, no
 * protocol-relative `//host` and no backslash tricks. Anything else falls back to `fallback`.
 */
export function safeReturnPath(value: unknown, fallback = '/account'): string {
  if (typeof value !== 'string' || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // Browsers drop tabs and newlines from URLs: "/\t/evil.example" would become "//evil.example".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}
