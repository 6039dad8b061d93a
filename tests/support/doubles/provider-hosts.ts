/**
 * better-auth's GitHub and Google providers call those providers' fixed hosts through the global
 * `fetch` (@better-fetch/fetch reads it at each call; no option takes another). A test sends the
 * requests for those hosts to its stand-in servers by replacing `fetch` in its own process, the
 * one network boundary the library crosses: path, method, headers and body stay as the library
 * sent them, so the stand-in sees the real requests, and the product carries no test hook.
 */
const PROVIDER_HOSTS = {
  github: ['github.com', 'api.github.com'],
  google: [
    'accounts.google.com',
    'oauth2.googleapis.com',
    'www.googleapis.com',
    'openidconnect.googleapis.com',
  ],
} as const;

export type Provider = keyof typeof PROVIDER_HOSTS;

/** Sends each named provider's hosts to the stand-in at its URL; returns the undo (call it in afterAll). */
export function forwardProviderHosts(standIns: Partial<Record<Provider, string>>): () => void {
  const origins = new Map<string, string>();
  for (const [provider, url] of Object.entries(standIns) as Array<[Provider, string | undefined]>) {
    if (url) for (const host of PROVIDER_HOSTS[provider]) origins.set(host, new URL(url).origin);
  }
  const realFetch = globalThis.fetch;
  const forwarded = (url: URL) => {
    const origin = origins.get(url.hostname);
    return origin ? new URL(`${url.pathname}${url.search}`, origin) : url;
  };
  globalThis.fetch = (input, init) => {
    if (input instanceof Request) {
      const target = forwarded(new URL(input.url));
      return realFetch(target.href === input.url ? input : new Request(target, input), init);
    }
    return realFetch(forwarded(new URL(String(input))), init);
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}
