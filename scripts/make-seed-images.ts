/**
 * Draws the demo blog's featured images (src/server/seed/images/<slug>.jpg) in headless Chromium:
 * a gradient and a geometric motif per post, no text (nothing to translate), 1200×630 (the size
 * link previews use), JPEG at quality 72 so each stays small. They are our own drawings, free to
 * use. Run again after changing a post's look: `npx tsx scripts/make-seed-images.ts`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { demoPosts } from '../src/server/seed/blog-content.ts';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/server/seed/images');

/** Two gradient stops and a motif per post, in the posts' order. */
const LOOKS: Array<{
  from: string;
  to: string;
  motif: 'rings' | 'grid' | 'bars' | 'shield' | 'rows' | 'path';
}> = [
  { from: '#4f46e5', to: '#06b6d4', motif: 'rings' },
  { from: '#0f172a', to: '#7c3aed', motif: 'grid' },
  { from: '#059669', to: '#a3e635', motif: 'bars' },
  { from: '#b91c1c', to: '#f59e0b', motif: 'shield' },
  { from: '#1e3a8a', to: '#38bdf8', motif: 'rows' },
  { from: '#9333ea', to: '#f472b6', motif: 'path' },
];

function motifSvg(motif: (typeof LOOKS)[number]['motif']): string {
  const white = (opacity: number) => `fill="none" stroke="rgba(255,255,255,${opacity})" stroke-width="6"`;
  switch (motif) {
    case 'rings':
      return [220, 160, 100, 40]
        .map((r, i) => `<circle cx="860" cy="315" r="${r}" ${white(0.25 + i * 0.15)}/>`)
        .join('');
    case 'grid':
      return Array.from({ length: 6 }, (_, row) =>
        Array.from({ length: 8 }, (_, col) => {
          const on = (row * 3 + col * 5) % 7 < 3;
          return `<rect x="${620 + col * 64}" y="${130 + row * 64}" width="48" height="48" rx="10" fill="rgba(255,255,255,${on ? 0.55 : 0.12})"/>`;
        }).join(''),
      ).join('');
    case 'bars':
      return [120, 200, 160, 260, 320, 380]
        .map(
          (h, i) =>
            `<rect x="${640 + i * 80}" y="${520 - h}" width="56" height="${h}" rx="12" fill="rgba(255,255,255,${0.3 + i * 0.1})"/>`,
        )
        .join('');
    case 'shield':
      return `<path d="M860 110 L1010 170 L1010 320 C1010 420 940 490 860 525 C780 490 710 420 710 320 L710 170 Z" ${white(0.8)}/><path d="M800 320 L845 365 L930 270" ${white(0.9)} stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'rows':
      return Array.from(
        { length: 7 },
        (_, i) =>
          `<rect x="640" y="${130 + i * 56}" width="${440 - (i % 3) * 90}" height="30" rx="15" fill="rgba(255,255,255,${i === 2 ? 0.85 : 0.25})"/>`,
      ).join('');
    case 'path':
      return `<path d="M620 480 C720 480 720 220 820 220 S920 420 1020 300 S1080 160 1100 150" ${white(0.85)} stroke-linecap="round"/>${[620, 820, 1020].map((x, i) => `<circle cx="${x}" cy="${[480, 220, 300][i]}" r="16" fill="white"/>`).join('')}`;
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const [index, post] of demoPosts.entries()) {
  const look = LOOKS[index % LOOKS.length]!;
  await page.setContent(`<html><body style="margin:0">
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/></linearGradient>
<radialGradient id="glow" cx="0.2" cy="0.2" r="0.8"><stop offset="0" stop-color="rgba(255,255,255,0.25)"/><stop offset="1" stop-color="rgba(255,255,255,0)"/></radialGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/><rect width="1200" height="630" fill="url(#glow)"/>
<rect x="90" y="150" width="380" height="36" rx="18" fill="rgba(255,255,255,0.85)"/>
<rect x="90" y="215" width="300" height="24" rx="12" fill="rgba(255,255,255,0.45)"/>
<rect x="90" y="260" width="340" height="24" rx="12" fill="rgba(255,255,255,0.45)"/>
<rect x="90" y="305" width="240" height="24" rx="12" fill="rgba(255,255,255,0.45)"/>
${motifSvg(look.motif)}
</svg></body></html>`);
  await page.screenshot({ path: path.join(OUT, `${post.slug}.jpg`), type: 'jpeg', quality: 72 });
  console.log(`${post.slug}.jpg`);
}
await browser.close();
