import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGES_HEADING, replaceRegion, SOAK_HEADING, splitRegions } from './doc-sections.ts';

const LEAD =
  '# Benchmarks\n\nMeasured by `npm run bench`.\n\n## Results\n\n| a |\n\n\n## What the profile showed\n\nText.';
const PAGES = `${PAGES_HEADING}\n\nLighthouse figures.\n\n### Targets\n\n| t |`;
const SOAK = `${SOAK_HEADING}\n\nRun on a day.\n\n| Check |`;
const FULL = `${LEAD}\n\n${PAGES}\n\n${SOAK}\n`;

describe('benchmarks.md regions', () => {
  it('splits the lead (with its own "##" sections), the pages section and the soak section', () => {
    const regions = splitRegions(FULL);
    expect([...regions.keys()]).toEqual(['lead', PAGES_HEADING, SOAK_HEADING]);
    expect(regions.get('lead')).toBe(LEAD);
    expect(regions.get(PAGES_HEADING)).toBe(PAGES);
    expect(regions.get(SOAK_HEADING)).toBe(SOAK);
  });

  it('rewrites an untouched document byte for byte', () => {
    expect(replaceRegion(FULL, SOAK_HEADING, SOAK)).toBe(FULL);
    expect(replaceRegion(FULL, 'lead', LEAD)).toBe(FULL);
  });

  it('replaces each region alone, leaving the other two as they were', () => {
    expect(replaceRegion(FULL, 'lead', '# Benchmarks\n\nNew lead.\n')).toBe(
      `# Benchmarks\n\nNew lead.\n\n${PAGES}\n\n${SOAK}\n`,
    );
    expect(replaceRegion(FULL, PAGES_HEADING, `${PAGES_HEADING}\n\nNew pages.`)).toBe(
      `${LEAD}\n\n${PAGES_HEADING}\n\nNew pages.\n\n${SOAK}\n`,
    );
    expect(replaceRegion(FULL, SOAK_HEADING, `${SOAK_HEADING}\n\nNew soak.`)).toBe(
      `${LEAD}\n\n${PAGES}\n\n${SOAK_HEADING}\n\nNew soak.\n`,
    );
  });

  it('inserts a missing region at its place: pages between the lead and the soak', () => {
    const withoutPages = `${LEAD}\n\n${SOAK}\n`;
    expect(replaceRegion(withoutPages, PAGES_HEADING, PAGES)).toBe(FULL);
    expect(replaceRegion(`${LEAD}\n`, SOAK_HEADING, SOAK)).toBe(`${LEAD}\n\n${SOAK}\n`);
    expect(replaceRegion(`${PAGES}\n\n${SOAK}\n`, 'lead', LEAD)).toBe(FULL);
    expect(replaceRegion('', PAGES_HEADING, PAGES)).toBe(`${PAGES}\n`);
  });

  it("only ends a region at another region's heading, as a whole line", () => {
    const lead = `# Benchmarks\n\n## Soak test notes\n\nNot the soak section.`;
    const regions = splitRegions(`${lead}\n\n${SOAK}\n`);
    expect(regions.get('lead')).toBe(lead);
    expect(regions.get(SOAK_HEADING)).toBe(SOAK);
  });

  it('keeps the committed docs/benchmarks.md byte for byte when a region is rewritten as it is', () => {
    const doc = readFileSync(new URL('../../docs/benchmarks.md', import.meta.url), 'utf8');
    for (const [region, markdown] of splitRegions(doc))
      expect(replaceRegion(doc, region, markdown)).toBe(doc);
  });
});
