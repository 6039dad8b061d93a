/** Text into HTML (element content or a quoted attribute value): the five characters that matter. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
