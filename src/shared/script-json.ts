/**
 * JSON that is safe inside a <script> element (a page's data, its JSON-LD): `<` is escaped so no
 * text in the data (a post's "</script>") can close the element early, and the two line
 * separators JavaScript once refused are escaped too; a JSON parser reads them all back as they were.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
