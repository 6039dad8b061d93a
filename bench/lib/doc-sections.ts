/**
 * docs/benchmarks.md is written by three scripts, each owning one region of it, in this order:
 *   - `npm run bench`: the lead part, from the top ("# Benchmarks") to the next region's heading
 *     (it holds several "##" sections of its own);
 *   - `npm run bench:pages`: from "## Public pages (Lighthouse)" to the next region's heading;
 *   - `npm run bench:webhooks`: from "## Webhook deliveries" to the next region's heading;
 *   - `npm run soak`: from "## Soak" to the end.
 * A region ends at the heading of another region only, not at any "##", so each script may use
 * whatever headings it likes inside its own. Replacing one region leaves the others byte for byte.
 */
export const PAGES_HEADING = '## Public pages (Lighthouse)';
export const WEBHOOKS_HEADING = '## Webhook deliveries';
export const SOAK_HEADING = '## Soak';

/** The regions in document order; `lead` has no heading of its own (it starts the file). */
const ORDER = ['lead', PAGES_HEADING, WEBHOOKS_HEADING, SOAK_HEADING] as const;
export type Region = (typeof ORDER)[number];

/** Where each region present in `doc` starts (its heading's first character; the lead at 0). */
function starts(doc: string): Map<Region, number> {
  const found = new Map<Region, number>();
  for (const region of ORDER) {
    if (region === 'lead') continue;
    // The heading as a whole line: "## Soak" must not match "## Soak test notes".
    const at = doc.startsWith(`${region}\n`) ? 0 : doc.indexOf(`\n${region}\n`);
    if (at !== -1) found.set(region, at === 0 ? 0 : at + 1);
  }
  const first = Math.min(doc.length, ...found.values());
  if (doc.slice(0, first).trim() !== '') found.set('lead', 0);
  return found;
}

/** The regions of `doc`, trimmed, keyed by region (absent ones are left out). */
export function splitRegions(doc: string): Map<Region, string> {
  const at = starts(doc);
  const sorted = [...at.entries()].sort((a, b) => a[1] - b[1]);
  const regions = new Map<Region, string>();
  sorted.forEach(([region, from], index) => {
    const to = sorted[index + 1]?.[1] ?? doc.length;
    regions.set(region, doc.slice(from, to).trim());
  });
  return regions;
}

/**
 * `doc` with `region` replaced by `markdown` (which, but for the lead, starts with the region's
 * heading), or inserted at its place in the order when absent. Regions are separated by one blank
 * line and the file ends with a newline, as the scripts have always written it.
 */
export function replaceRegion(doc: string, region: Region, markdown: string): string {
  const regions = splitRegions(doc);
  regions.set(region, markdown.trim());
  return `${ORDER.filter((name) => regions.has(name))
    .map((name) => regions.get(name))
    .join('\n\n')}\n`;
}
