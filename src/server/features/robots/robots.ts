/**
 * /robots.txt: crawlers may read the public pages (the home page, pricing, the blog and its
 * social cards under /og/, the FAQ, the changelog…); the signed-in app and the API are not for
 * them. Prefix rules: `/dashboard` also covers the admin area, `/account` every account page.
 */

/** The paths no crawler should visit, in the order they are written. */
export const DISALLOWED_PATHS = ['/dashboard', '/account', '/api/'] as const;

export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
