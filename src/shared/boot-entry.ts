/**
 * How a server-rendered page gets its boot script instead of the web app's entry (src/web/boot.ts):
 * the build names the boot script on the entry's tag in index.html (scripts/vite-boot-entry.ts),
 * and the server swaps the two for the pages it renders (src/server/http/boot-script.ts), keeping
 * the entry's address on the tag for the boot script to load.
 */
export const BOOT_SRC_ATTRIBUTE = 'data-rendered-page-src';
export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';
