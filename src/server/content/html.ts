/** Text into HTML (element content or a quoted attribute value): the five characters that matter. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Text into XML (feeds, sitemaps): escaped as HTML, and without the control characters XML 1.0
 * forbids (a title with a stray U+0007 would make the whole feed unreadable).
 */
export const escapeXml = (value: string): string =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: those are the characters removed.
  escapeHtml(value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ''));

/** Feed readers resolve nothing against the site: site-relative links and images made absolute. */
export const absoluteLinks = (baseUrl: string, html: string): string =>
  html.replace(/\b(href|src)="\/(?!\/)/g, (_match, attribute: string) => `${attribute}="${baseUrl}/`);
