import { APP_ENTRY_ATTRIBUTE, BOOT_SRC_ATTRIBUTE } from '../../shared/boot-entry.ts';

const ENTRY_WITH_BOOT = new RegExp(
  `<script type="module" crossorigin src="([^"]+)" ${BOOT_SRC_ATTRIBUTE}="([^"]+)"></script>`,
);

/**
 * index.html with the boot script of a server-rendered page in the web app entry's place
 * (src/web/boot.ts says why); unchanged when the build has none (the dev server's index.html).
 */
export function withBootScript(html: string): string {
  return html.replace(
    ENTRY_WITH_BOOT,
    (_tag, entry: string, boot: string) =>
      `<script type="module" crossorigin src="${boot}" ${APP_ENTRY_ATTRIBUTE}="${entry}"></script>`,
  );
}
