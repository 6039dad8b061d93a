/**
 * The one Markdown renderer (blog posts today; changelog and FAQs reuse it). markdown-it with raw
 * HTML switched off turns Markdown into HTML; highlight.js colours fenced code; sanitize-html then
 * keeps only an allow-list of tags and attributes, so nothing executable can come back even if a
 * renderer bug or plugin let something through (no script, no event handlers, no javascript: URLs).
 */
// The common languages only: the full set costs start-up time for languages posts rarely use.
import hljs from 'highlight.js/lib/common';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown: InstanceType<typeof MarkdownIt> = new MarkdownIt({
  html: false,
  linkify: true,
  typographer: true,
  highlight(code, language): string {
    const lang = language && hljs.getLanguage(language) ? language : undefined;
    const highlighted: string = lang
      ? hljs.highlight(code, { language: lang, ignoreIllegals: true }).value
      : markdown.utils.escapeHtml(code);
    return `<pre class="hljs"><code${lang ? ` class="language-${lang}"` : ''}>${highlighted}</code></pre>`;
  },
});

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'span'],
    ...['ul', 'ol', 'li', 'strong', 'em', 's', 'del', 'a', 'img', 'sup', 'sub'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'loading'],
    code: ['class'],
    pre: ['class'],
    span: ['class'],
    th: ['style'],
    td: ['style'],
    ol: ['start'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/], pre: ['hljs'], span: [/^hljs-[\w-]+$/] },
  // Table alignment is the only inline style markdown-it emits.
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // External links open safely; images load lazily.
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '')
        ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' }
        : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

/** Markdown → sanitized HTML, safe to insert into a page as is. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), sanitizeOptions);
}

/** sanitize-html's own list of elements whose text is dropped, not flattened (kept when we add one). */
const HIDDEN_TEXT = ['script', 'style', 'textarea', 'option', 'xmp'];

/**
 * The visible text of some Markdown, on one line (for descriptions, feeds and reading time).
 * `withoutCode` leaves code blocks out: flattened into one line they read as nonsense prose.
 */
export function plainTextOf(source: string, { withoutCode = false } = {}): string {
  const html = markdown.render(source);
  return sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: withoutCode ? [...HIDDEN_TEXT, 'pre'] : HIDDEN_TEXT,
  })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** A summary of at most `maxLength` characters, cut at a word boundary, from the prose only. */
export function excerptOf(source: string, maxLength = 200): string {
  const text = plainTextOf(source, { withoutCode: true });
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** Minutes to read at 220 words a minute, at least 1. */
export function readingMinutesOf(source: string): number {
  const words = plainTextOf(source).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
