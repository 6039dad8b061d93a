/**
 * What a server-rendered page carries for the browser, in
 * `<script type="application/json" id="ssr-data">` (data, never an executable script: the CSP
 * keeps `script-src 'self'`): the language it was rendered in and the API answers it used, so
 * hydration renders the same markup and asks the API nothing again.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { AppLocale } from '@/i18n/catalogs';

export const SSR_DATA_ID = 'ssr-data';

export interface SsrData {
  locale: AppLocale;
  queries: DehydratedState;
}

/** The page's data, if the server rendered it (a client-rendered page has none). */
export function readSsrData(): SsrData | undefined {
  const element = document.getElementById(SSR_DATA_ID);
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as SsrData;
}
