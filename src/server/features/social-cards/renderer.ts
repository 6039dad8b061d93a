/**
 * Draws a card tree to a PNG: satori lays it out and writes SVG (text as paths, from the fonts
 * shipped beside this file), resvg rasterizes it. Both libraries and the fonts load on the first
 * card, not at start-up: most processes never draw one, and the service's start-up time and idle
 * memory are measured (bench/). Drawings run one at a time, so a crawler asking for many new
 * cards at once queues them instead of holding many drawings in memory together.
 */
import { readFile } from 'node:fs/promises';
import type { ReactNode } from 'react';
import { CARD_HEIGHT, CARD_WIDTH, type CardNode } from './card-layout.ts';

// Next to this module: in src/ when run from source, in dist/server/ when built
// (scripts/build-server.mjs copies the folder there).
const FONTS = new URL('./fonts/', import.meta.url);

type Draw = (tree: CardNode) => Promise<Buffer>;

async function loadRenderer(): Promise<Draw> {
  const [{ default: satori }, { renderAsync }, latin400, latin700, extended400, extended700] =
    await Promise.all([
      import('satori'),
      import('@resvg/resvg-js'),
      readFile(new URL('inter-latin-400-normal.woff', FONTS)),
      readFile(new URL('inter-latin-700-normal.woff', FONTS)),
      readFile(new URL('inter-latin-ext-400-normal.woff', FONTS)),
      readFile(new URL('inter-latin-ext-700-normal.woff', FONTS)),
    ]);
  // The Latin subset covers the site's languages (en, de, fr, es); the extended one, under its own
  // family name so satori falls back to it glyph by glyph, the rest of Latin (ł, ő, ș…).
  const fonts = [
    { name: 'Inter', data: latin400, weight: 400 as const, style: 'normal' as const },
    { name: 'Inter', data: latin700, weight: 700 as const, style: 'normal' as const },
    { name: 'Inter Extended', data: extended400, weight: 400 as const, style: 'normal' as const },
    { name: 'Inter Extended', data: extended700, weight: 700 as const, style: 'normal' as const },
  ];
  return async (tree) => {
    // The tree is satori's element format ({ type, props }), which its React typing stands for.
    const svg = await satori(tree as unknown as ReactNode, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
    // Text is already paths: no system font scan. renderAsync rasterizes off the event loop.
    const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
    return image.asPng();
  };
}

export interface CardRenderer {
  draw(tree: CardNode): Promise<Buffer>;
}

export function createCardRenderer(): CardRenderer {
  let renderer: Promise<Draw> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    draw(tree) {
      renderer ??= loadRenderer().catch((error: unknown) => {
        renderer = undefined; // a failed load (a missing font file) is tried again next time
        throw error;
      });
      const loading = renderer;
      const drawing = queue.then(async () => (await loading)(tree));
      queue = drawing.catch(() => undefined);
      return drawing;
    },
  };
}
