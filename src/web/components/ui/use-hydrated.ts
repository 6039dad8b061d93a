import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on the server and while a server-rendered page hydrates, true ever after (and from the
 * first render of a page the browser renders itself). What depends on the browser alone (its
 * storage, a form that must not be sent before the app runs) renders after hydration, so the first
 * render in the browser is the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noChanges, inBrowser, onServer);
}
