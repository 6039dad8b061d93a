import { describe, expect, it } from 'vitest';
import { DERIVED_SLUG_MAX, firstFreeSlug, SLUG_PATTERN, slugify, slugOf, slugSchema } from './slug.ts';

describe('slug rules', () => {
  it('derives lower-case ASCII words from any title, within the derived length', () => {
    expect(slugify('Crème brûlée & Co!')).toBe('creme-brulee-and-co');
    expect(slugify('日本語')).toBe('');
    expect(slugOf('日本語')).toBe('untitled');
    const long = slugify('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(DERIVED_SLUG_MAX);
    expect(long).toMatch(SLUG_PATTERN);
  });

  it('accepts what it derives, numbered, and refuses what it would never make', () => {
    expect(slugSchema.parse(`${slugOf('x'.repeat(200))}-99`)).toMatch(SLUG_PATTERN);
    expect(slugSchema.safeParse('Not A Slug').success).toBe(false);
    expect(slugSchema.safeParse('a--b').success).toBe(false);
  });

  it('numbers a taken slug with the first free suffix and skips reserved ones', () => {
    expect(firstFreeSlug('post', new Set())).toBe('post');
    expect(firstFreeSlug('post', new Set(['post', 'post-2']))).toBe('post-3');
    expect(firstFreeSlug('feed', new Set(), new Set(['feed']))).toBe('feed-2');
  });
});
