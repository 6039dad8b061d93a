/**
 * The brand is written once: no source file but the brand module spells the product's name,
 * support address or e-mail colour, so renaming the product cannot miss a place.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandAssets, faviconHref } from '../../scripts/vite-brand.ts';
import { brand, logoSvg } from './brand.ts';

const SRC = path.resolve(import.meta.dirname, '..');
const CODE = /\.(ts|tsx|html|css|svg)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return CODE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the brand module', () => {
  it('is the only source file that spells the product name, the support address or the e-mail colour', () => {
    const spelled = sourceFiles(SRC)
      .filter((file) => file !== path.join(SRC, 'shared/brand.ts'))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return [brand.name, brand.supportEmail, brand.colors.emailPrimary].some((value) =>
          text.includes(value),
        );
      })
      .map((file) => path.relative(SRC, file));
    expect(spelled).toEqual([]);
  });

  it('draws the favicon from the logo mark in the brand colour, titled with the name', () => {
    const svg = logoSvg();
    expect(svg).toContain(`<title>${brand.name}</title>`);
    expect(svg).toContain(`fill="${brand.colors.emailPrimary}"`);
    expect(svg).toContain(brand.logo.fill);
  });

  it("gives the built index.html the product's name and the favicon", () => {
    const hook = brandAssets().transformIndexHtml as (html: string) => { html: string; tags: unknown[] };
    const { html, tags } = hook('<head><title></title></head>');
    expect(html).toContain(`<title>${brand.name}</title>`);
    expect(tags).toEqual([
      expect.objectContaining({ attrs: expect.objectContaining({ rel: 'icon', href: faviconHref }) }),
    ]);
  });

  it('appends the brand colour to the stylesheet, which derives --primary from it', () => {
    const transform = brandAssets().transform as (code: string, id: string) => { code: string } | null;
    const css = transform('@import "tailwindcss";', '/repo/src/web/styles.css')?.code ?? '';
    expect(css.startsWith('@import "tailwindcss";')).toBe(true);
    expect(css).toContain(`--brand-primary: ${brand.colors.primary};`);
    expect(readFileSync(path.join(SRC, 'web/styles.css'), 'utf8')).toContain(
      '--primary: var(--brand-primary);',
    );
    expect(transform('a{}', '/repo/src/web/other.css')).toBeNull();
  });
});
