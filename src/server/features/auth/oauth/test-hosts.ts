/**
 * Tests only (OAUTH_TEST_GITHUB_URL, OAUTH_TEST_GOOGLE_URL; refused in production by config.ts):
 * the auth library calls GitHub's and Google's fixed hosts, so a test sends those requests to a
 * stand-in server by rewriting the origin at the one network boundary, `fetch`. The path and
 * everything else stay as the library sent them, so the stand-in sees the real requests.
 */
import type { OAuthConfig } from '../../../config.ts';

const HOSTS: Record<keyof OAuthConfig['testHosts'], string[]> = {
  github: ['github.com', 'api.github.com'],
  google: [
    'accounts.google.com',
    'oauth2.googleapis.com',
    'www.googleapis.com',
    'openidconnect.googleapis.com',
  ],
};

let installed: Map<string, string> | undefined;

export function redirectProviderHostsForTests(testHosts: OAuthConfig['testHosts']): void {
  const targets = new Map<string, string>();
  for (const [provider, hosts] of Object.entries(HOSTS) as Array<[keyof typeof HOSTS, string[]]>) {
    const target = testHosts[provider];
    if (target) for (const host of hosts) targets.set(host, new URL(target).origin);
  }
  if (targets.size === 0) return;
  if (installed) {
    // A test file may build several apps: the latest stand-ins win.
    for (const [host, origin] of targets) installed.set(host, origin);
    return;
  }
  installed = targets;
  const realFetch = globalThis.fetch;
  const rewrite = (url: URL) => {
    const origin = installed?.get(url.hostname);
    return origin ? new URL(`${url.pathname}${url.search}`, origin) : url;
  };
  globalThis.fetch = (input, init) => {
    if (input instanceof Request) {
      const target = rewrite(new URL(input.url));
      return realFetch(target.href === input.url ? input : new Request(target, input), init);
    }
    return realFetch(rewrite(new URL(String(input))), init);
  };
}
