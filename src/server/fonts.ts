/**
 * The typeface the server draws with (the social cards, the invoices' PDF): Inter, in the files
 * of src/server/fonts/. Its Latin subset covers the site's languages (en, de, fr, es); the
 * extended subset the rest of Latin (ł, ő, ș…), which a drawing falls back to glyph by glyph.
 *
 * The folder is next to this module: src/server/fonts/ when run from source, dist/server/fonts/
 * when built (scripts/build-server.mjs copies it beside the bundle, whose chunks sit in dist/server/).
 */
import { readFile } from 'node:fs/promises';

const FONTS = new URL('./fonts/', import.meta.url);

export type FontSubset = 'latin' | 'latin-ext';
export type FontWeight = 400 | 700;

/** One Inter file (WOFF), read when asked: most processes never draw. */
export function readInterFont(subset: FontSubset, weight: FontWeight): Promise<Buffer> {
  return readFile(new URL(`inter-${subset}-${weight}-normal.woff`, FONTS));
}
