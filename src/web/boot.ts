/**
 * The script of a page the server rendered (the server puts it in place of the web app's entry:
 * see scripts/vite-boot-entry.ts). It sets the visitor's theme, lets the browser paint the page it
 * already has, and only then loads the web app, which hydrates it. The entry is the largest
 * download of a page: asked for beside the stylesheet, it shares the visitor's bandwidth with it
 * and often runs before the first frame, so the visitor would wait for JavaScript to see HTML that
 * was already there. The page's forms wait for the hydration (components/ui/use-hydrated.ts).
 *
 * The entry's address comes from the tag that loaded this script (APP_ENTRY_ATTRIBUTE), not from an
 * import the bundler would see: that would make this file wait for the entry, or share its chunk.
 */
import { APP_ENTRY_ATTRIBUTE } from '@shared/boot-entry';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { applyTheme } from '@/lib/theme-class';

applyTheme();
const entry = document.querySelector(`script[${APP_ENTRY_ATTRIBUTE}]`)?.getAttribute(APP_ENTRY_ATTRIBUTE);
if (!entry) throw new Error(`boot.ts: the page names no web app entry (${APP_ENTRY_ATTRIBUTE})`);
void afterFirstPaint().then(() => import(/* @vite-ignore */ entry));
