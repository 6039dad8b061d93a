import { describe, expect, it } from 'vitest';
import { excerptOf, plainTextOf, readingMinutesOf } from './markdown.ts';

const withCode = `Posts are written in Markdown. Code is highlighted:

\`\`\`ts
import { z } from 'zod';
export const post = z.object({ title: z.string() });
\`\`\`

Raw HTML is shown as text.`;

describe('excerpts', () => {
  it('leave code blocks out instead of flattening them into prose', () => {
    expect(excerptOf(withCode)).toBe(
      'Posts are written in Markdown. Code is highlighted: Raw HTML is shown as text.',
    );
  });

  it('keep inline code, which reads as part of its sentence', () => {
    expect(excerptOf('Set `ADMIN_EMAIL` first.')).toBe('Set ADMIN_EMAIL first.');
  });

  it('still count the code towards the plain text and the reading time', () => {
    expect(plainTextOf(withCode)).toContain("import { z } from 'zod';");
    expect(readingMinutesOf(withCode)).toBe(1);
  });

  it('cut long prose at a word boundary', () => {
    const excerpt = excerptOf('word '.repeat(100), 50);
    expect(excerpt.length).toBeLessThanOrEqual(50);
    expect(excerpt.endsWith('word…')).toBe(true);
  });
});
