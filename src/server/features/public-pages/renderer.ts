/**
 * The web app's server renderer (src/web/ssr/entry-server.ts), as `vite build --ssr` left it
 * beside the web app: `<WEB_DIST_DIR>-ssr/entry-server.js`. Without a build there is none, and
 * the pages are the client-rendered shell.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerRenderer } from '../../../shared/server-render.ts';

/** Where the renderer of a web build lives: dist/web → dist/web-ssr. */
export const rendererDir = (webDistDir: string) => `${path.resolve(webDistDir)}-ssr`;

export async function loadRenderer(webDistDir: string): Promise<ServerRenderer | undefined> {
  const file = path.join(rendererDir(webDistDir), 'entry-server.js');
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as ServerRenderer;
}
