/**
 * The peer kit measured beside ours: a production build of nextjs/saas-starter started by hand on
 * this machine (BENCH_PEER_URL, e.g. http://localhost:4310). The benchmark never contacts anything
 * but this machine, so an address elsewhere is refused before anything starts.
 */

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The peer's origin from BENCH_PEER_URL, undefined when unset; throws when it is not local. */
export function peerOrigin(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`BENCH_PEER_URL is not a URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`BENCH_PEER_URL must be http or https, not ${url.protocol}`);
  // URL lower-cases the host and writes IPv6 in brackets, so these are the only spellings left.
  if (!LOCAL_HOSTS.has(url.hostname))
    throw new Error(
      `BENCH_PEER_URL must be on this machine (localhost, 127.0.0.1 or [::1]), not ${url.hostname}`,
    );
  if (url.username || url.password) throw new Error('BENCH_PEER_URL must not carry credentials');
  return url.origin;
}

/** The peer's pages the issue compares: the ones it does not have are left out. */
export const PEER_PAGES = ['/', '/pricing', '/sign-in', '/sign-up'];

/** Which of `paths` the peer answers with a page (2xx, after its own redirects on the same origin). */
export async function peerPages(origin: string, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const response = await fetch(`${origin}${path}`, { redirect: 'manual' }).catch(() => undefined);
    await response?.arrayBuffer().catch(() => undefined);
    if (response && response.status >= 200 && response.status < 300) found.push(path);
  }
  return found;
}
