/**
 * The script a server-rendered page loads instead of the web app's entry: src/web/boot.ts (its
 * comment says why), built as a second entry. The built index.html names it on the entry's tag
 * and the server swaps it in for the pages it renders (src/server/http/boot-script.ts), so index.html
 * stays the one template and the client-rendered pages (account, admin) load their entry at once,
 * as before.
 */
import type { Plugin } from 'vite';
import { BOOT_SRC_ATTRIBUTE } from '../src/shared/boot-entry.ts';

export const BOOT_ENTRY_NAME = 'boot';
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;

export function bootEntry(): Plugin {
  return {
    name: 'boot-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const boot = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === BOOT_ENTRY_NAME,
        );
        if (boot?.type !== 'chunk')
          throw new Error(`boot-entry: the build has no "${BOOT_ENTRY_NAME}" entry`);
        // The boot script must not wait for the app (vite.config.ts keeps its modules apart).
        const app = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name !== BOOT_ENTRY_NAME,
        );
        if (app && boot.imports.includes(app.fileName)) {
          throw new Error(`boot-entry: ${boot.fileName} imports the app's entry ${app.fileName}`);
        }
        const entries = html.match(ENTRY)?.length ?? 0;
        // One entry script: vite.config.ts keeps the boot script's modules out of the app's chunk.
        if (entries !== 1) throw new Error(`boot-entry: expected one entry script, found ${entries}`);
        return html.replace(
          ENTRY,
          (_tag, src: string) =>
            `<script type="module" crossorigin src="${src}" ${BOOT_SRC_ATTRIBUTE}="/${boot.fileName}"></script>`,
        );
      },
    },
  };
}
