import { describe, expect, it } from 'vitest';
import { repeatsOpening, textOfHtml } from './lede';

describe('a post’s lede', () => {
  it('repeats the opening when the excerpt is the start of the text, tags and entities aside', () => {
    const html = '<p>Ship <strong>faster</strong> &amp; safer.</p><p>More.</p>';
    expect(repeatsOpening('Ship faster & safer.…', html)).toBe(true);
  });

  it('leaves code blocks out of the text, as derived excerpts do', () => {
    const html = '<pre><code>npm start</code></pre><p>Then open the site.</p>';
    expect(textOfHtml(html)).toBe('Then open the site.');
    expect(repeatsOpening('Then open the site.', html)).toBe(true);
  });

  it('does not repeat a written excerpt that says something else', () => {
    expect(repeatsOpening('A summary of the release.', '<p>Today we ship.</p>')).toBe(false);
  });

  it('decodes numeric entities', () => {
    expect(textOfHtml('<p>It&#39;s &#x2014; done</p>')).toBe('It’s — done'.replace('’', "'"));
  });
});
