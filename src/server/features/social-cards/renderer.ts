/**
 * Draws a card tree to a PNG: satori lays it out and writes SVG (text as paths, from the fonts
 * shipped beside this file), resvg (its WebAssembly build) rasterizes it. Both libraries and the
 * fonts load on the first card, not at start-up: most processes never draw one, and the
 * service's start-up time and idle memory are measured (bench/). Drawings run one at a time, so
 * a crawler asking for many new cards at once queues them instead of holding many drawings in
 * memory together.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ReactNode } from 'react';
import { readInterFont } from '../../fonts.ts';
import { CARD_HEIGHT, CARD_WIDTH, type CardNode } from './card-layout.ts';

type Draw = (tree: CardNode) => Promise<Buffer>;

async function loadRenderer(): Promise<Draw> {
  const wasmPath = createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm');
  const [{ default: satori }, resvg, wasm, latin400, latin700, extended400, extended700] = await Promise.all([
    import('satori'),
    import('@resvg/resvg-wasm'),
    readFile(wasmPath),
    readInterFont('latin', 400),
    readInterFont('latin', 700),
    readInterFont('latin-ext', 400),
    readInterFont('latin-ext', 700),
  ]);
  await resvg.initWasm(wasm);
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
    // Freed at once, not left to the garbage collector: WebAssembly memory is invisible to it.
    // (The native build, @resvg/resvg-js 2.6, kept each rendering's 3 MB of pixels here even
    // after forced collections: 200 cards grew the process by 640 MB. This one stays flat.)
    const renderer = new resvg.Resvg(svg, { fitTo: { mode: 'original' } });
    try {
      const image = renderer.render();
      try {
        return Buffer.from(image.asPng());
      } finally {
        image.free();
      }
    } finally {
      renderer.free();
    }
  };
}

/**
 * One load per process, shared by every renderer (the tests build many apps in one process):
 * resvg's WebAssembly module is initialized once. A failed load (a missing font file) is tried
 * again on the next card.
 */
let loaded: Promise<Draw> | undefined;
function loadOnce(): Promise<Draw> {
  loaded ??= loadRenderer().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

export interface CardRenderer {
  draw(tree: CardNode): Promise<Buffer>;
}

export function createCardRenderer(): CardRenderer {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    draw(tree) {
      const drawing = queue.then(async () => (await loadOnce())(tree));
      queue = drawing.catch(() => undefined);
      return drawing;
    },
  };
}
