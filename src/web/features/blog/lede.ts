/**
 * Whether a post's excerpt is just the opening of its own text (the server derives one when the
 * author writes none): shown above the article as a lede, it would read twice. Code blocks are
 * left out on both sides, as the server leaves them out of derived excerpts.
 */
export function repeatsOpening(excerpt: string, contentHtml: string): boolean {
  const doc = new DOMParser().parseFromString(contentHtml, 'text/html');
  for (const block of doc.querySelectorAll('pre')) block.remove();
  const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  const lede = excerpt.replace(/…$/, '').replace(/\s+/g, ' ').trim();
  return lede.length > 0 && text.startsWith(lede);
}
