/**
 * A browser as the sign-in tests need one: it follows redirects between the app (reached
 * through `app.inject`) and real servers (through `fetch`), keeping each origin's cookies, and
 * stops at the first page of the app that is not an /api route.
 */
import { TEST_ORIGIN, type TestApp } from '../../src/server/testing/app.ts';

export interface Step {
  url: URL;
  status: number;
  location: string | null;
}

export class TestBrowser {
  readonly steps: Step[] = [];
  private readonly jars = new Map<string, Map<string, string>>();

  constructor(
    private readonly t: TestApp,
    private readonly headers: Record<string, string> = {},
  ) {}

  /** Sets cookies for an origin ("name=value; name2=value2"). */
  addCookies(origin: string, cookies: string): void {
    for (const pair of cookies.split(';')) {
      const [name, ...value] = pair.trim().split('=');
      if (name) this.jar(origin).set(name, value.join('='));
    }
  }

  cookie(origin: string, suffix: string): string | undefined {
    for (const [name, value] of this.jar(origin)) if (name.endsWith(suffix)) return value;
    return undefined;
  }

  cookieHeader(origin: string): string {
    return [...this.jar(origin)].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** One GET; the cookies it sets are kept. */
  async get(target: string | URL): Promise<Step> {
    const url = new URL(target, TEST_ORIGIN);
    const cookie = this.cookieHeader(url.origin);
    const headers = { ...this.headers, ...(cookie ? { cookie } : {}) };
    let status: number;
    let location: string | null;
    let setCookies: string[];
    if (url.origin === TEST_ORIGIN) {
      const response = await this.t.app.inject({
        method: 'GET',
        url: `${url.pathname}${url.search}`,
        headers,
      });
      status = response.statusCode;
      location = (response.headers.location as string | undefined) ?? null;
      const raw = response.headers['set-cookie'];
      setCookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    } else {
      const response = await fetch(url, { redirect: 'manual', headers });
      status = response.status;
      location = response.headers.get('location');
      setCookies = response.headers.getSetCookie();
      await response.arrayBuffer();
    }
    for (const setCookie of setCookies) this.store(url.origin, setCookie);
    const step = { url, status, location: location === null ? null : new URL(location, url).href };
    this.steps.push(step);
    return step;
  }

  /**
   * GETs `start` and follows redirects until a page of the app (or a URL `stopAt` accepts) is
   * reached; returns that URL.
   */
  async follow(start: string | URL, stopAt: (url: URL) => boolean = () => false): Promise<URL> {
    let next = new URL(start, TEST_ORIGIN);
    for (let hop = 0; hop < 20; hop += 1) {
      if (stopAt(next)) return next;
      const step = await this.get(next);
      if (step.status < 300 || step.status >= 400 || !step.location) {
        if (next.origin === TEST_ORIGIN && !next.pathname.startsWith('/api/')) return next;
        throw new Error(`stopped at ${next.href} with ${step.status}`);
      }
      next = new URL(step.location);
      if (next.origin === TEST_ORIGIN && !next.pathname.startsWith('/api/')) return next;
    }
    throw new Error('too many redirects');
  }

  private jar(origin: string): Map<string, string> {
    let jar = this.jars.get(origin);
    if (!jar) {
      jar = new Map();
      this.jars.set(origin, jar);
    }
    return jar;
  }

  private store(origin: string, setCookie: string): void {
    const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    const expired = attributes.some(
      (attribute) =>
        /^max-age=(0|-)/i.test(attribute) ||
        (/^expires=/i.test(attribute) && new Date(attribute.slice(8)).getTime() < Date.now()),
    );
    if (expired || value === '') this.jar(origin).delete(name);
    else this.jar(origin).set(name, value);
  }
}
