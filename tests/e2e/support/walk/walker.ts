/**
 * The shared frame of the walking tests: one server with seeded data, one browser, and a context
 * per role, window size and theme that starts signed in (the role's session is made once and
 * copied as storage state) and in the chosen theme (src/web/lib/theme.tsx reads localStorage).
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '../browser.ts';
import { startServer, type TestServer } from '../server.ts';
import {
  type Role,
  readAdminSidebar,
  seedWalkData,
  signInContext,
  type WalkData,
  type WalkPage,
} from './pages.ts';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
/** A stored choice, or 'system': nothing stored, so the page follows the emulated colour scheme. */
export type Theme = 'light' | 'dark' | 'system';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface Walker {
  server: TestServer;
  browser: Browser;
  data: WalkData;
  /** A fresh context for `role`, signed in, at that window size and in that theme. */
  context(role: Role, viewport: ViewportName, theme: Theme): Promise<BrowserContext>;
  close(): Promise<void>;
}

export async function startWalker(): Promise<Walker> {
  const server = await startServer();
  const seeded = await seedWalkData(server);
  const browser = await launchBrowser();
  const states = new Map<Role, StorageState>();
  let adminAreas: WalkPage[] = [];
  for (const role of ['user', 'admin'] as const) {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await signInContext(context, server, role);
    states.set(role, await context.storageState());
    if (role === 'admin') adminAreas = await readAdminSidebar(context, server);
    await context.close();
  }
  const data: WalkData = { ...seeded, adminAreas };
  return {
    server,
    browser,
    data,
    async context(role, viewport, theme) {
      const context = await browser.newContext({
        viewport: VIEWPORTS[viewport],
        colorScheme: theme === 'dark' ? 'dark' : 'light',
        // axe-core is injected as a script, which the server's Content-Security-Policy refuses.
        bypassCSP: true,
        storageState: states.get(role),
      });
      if (theme !== 'system')
        await context.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
      return context;
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}
