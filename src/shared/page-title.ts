/**
 * The one rule of a page's <title> (server-rendered pages and the web app's document.title): the
 * site name appears exactly once. A title that names the site already (an SEO title written as
 * "Launch notes | Acme" for a site named Acme) keeps its own wording, with a trailing or leading
 * "<separator> <site name>" given the usual form; any other title gets " · <site name>".
 */
const SEPARATOR = String.raw`\s*[·|•:\-–—]\s*`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function pageTitle(title: string, siteName: string): string {
  const name = escapeRegExp(siteName);
  const trimmed = title.trim();
  const bare = trimmed
    .replace(new RegExp(`${SEPARATOR}${name}$`, 'i'), '')
    .replace(new RegExp(`^${name}${SEPARATOR}`, 'i'), '')
    .trim();
  if (!bare) return siteName;
  if (bare.toLowerCase().includes(siteName.toLowerCase())) return bare;
  return `${bare} · ${siteName}`;
}
