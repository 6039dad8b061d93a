/**
 * Whether a post's excerpt is just the opening of its own text (the server derives one when the
 * author writes none): shown above the article as a lede, it would read twice. Code blocks are
 * left out on both sides, as the server leaves them out of derived excerpts.
 *
 * The text is read from the HTML by plain string work, not a DOM parser: the page is rendered on
 * the server too, and both renders must decide alike. The HTML is the server's own sanitized
 * markdown output, so tags and entities are all it has to undo.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

export function textOfHtml(html: string): string {
  const withoutCode = html.replace(/<pre\b[\s\S]*?<\/pre>/gi, ' ');
  return decodeEntities(withoutCode.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

export function repeatsOpening(excerpt: string, contentHtml: string): boolean {
  const text = textOfHtml(contentHtml);
  const lede = excerpt.replace(/…$/, '').replace(/\s+/g, ' ').trim();
  return lede.length > 0 && text.startsWith(lede);
}
