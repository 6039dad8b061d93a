/**
 * Renders an e-mail template: `{{variable}}` placeholders (spaces allowed inside the braces)
 * replaced by values. In the HTML version every value is HTML-escaped (a user's name can never
 * inject markup) and its line breaks become <br>; the subject gets the value on one line; the
 * text version gets it as is, or, when the template's text is empty, is generated from the HTML.
 * A placeholder with no value renders as an empty string (never "undefined" or the raw braces).
 */
import { convert } from 'html-to-text';
import { escapeHtml } from '../content/html.ts';

export interface TemplateContent {
  subject: string;
  html: string;
  text: string;
}

export interface RenderResult extends TemplateContent {
  /** Placeholders the template uses that it does not declare (typos, usually). */
  unknownVariables: string[];
  /** Declared variables used by the template that got no value. */
  missingVariables: string[];
}

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/** The names of the placeholders in some template text, in order of first use. */
export function placeholdersOf(...parts: string[]): string[] {
  const names = new Set<string>();
  for (const part of parts) for (const match of part.matchAll(PLACEHOLDER)) names.add(match[1]!);
  return [...names];
}

/** Plain text from e-mail HTML: links keep their address, headings and paragraphs their breaks. */
export function htmlToText(html: string): string {
  return convert(html, {
    wordwrap: 100,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true, linkBrackets: false } },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'table', format: 'block' },
      { selector: 'tr', format: 'block' },
      { selector: 'td', format: 'block' },
    ],
  }).trim();
}

export function renderTemplate(
  template: TemplateContent,
  values: Record<string, string | undefined>,
  declared: readonly string[],
): RenderResult {
  // Own properties only: "{{constructor}}" must not reach Object.prototype.
  const lookup = (name: string) => (Object.hasOwn(values, name) ? (values[name] ?? '') : '');
  const fill = (source: string, format: (value: string) => string) =>
    source.replace(PLACEHOLDER, (_match, name: string) => format(String(lookup(name))));

  const html = fill(template.html, (value) => escapeHtml(value).replace(/\r?\n/g, '<br>'));
  const text = template.text.trim() ? fill(template.text, (value) => value) : htmlToText(html);
  const subject = fill(template.subject, (value) => value.replace(/\s*[\r\n]+\s*/g, ' ')).trim();

  const used = placeholdersOf(template.subject, template.html, template.text);
  const known = new Set(declared);
  return {
    subject,
    html,
    text,
    unknownVariables: used.filter((name) => !known.has(name)),
    missingVariables: used.filter((name) => known.has(name) && !lookup(name)),
  };
}
