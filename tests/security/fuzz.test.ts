/**
 * Property-based bad-input fuzzing of every /api route (fast-check): as an admin (so the guard
 * passes and validation is what is exercised) and anonymously, hostile bodies, path parameters,
 * query strings and headers never produce a 5xx, always get the JSON envelope, never leak a stack
 * trace or an internal path, and a refused request leaves the database as it was.
 *
 * FUZZ_RUNS (cases per route and principal), FUZZ_SEED (fast-check seed; printed on failure) and
 * FUZZ_ROUTES (a regular expression on `METHOD /route`, to fuzz a few routes) tune a run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../src/server/testing/app.ts';
import { ACCESS_TABLE } from './support/access-table.ts';
import {
  bodyArbitrary,
  contentType,
  DATES,
  encodeLoose,
  headersArbitrary,
  POLLUTION_KEY,
  paramArbitrary,
  queryArbitrary,
} from './support/arbitraries.ts';
import { createFixtures, type Fixtures, multipartBody, PNG } from './support/fixtures.ts';
import { type RouteRequest, requestFor, urlOf } from './support/requests.ts';
import { changedTables, type Snapshot, snapshot } from './support/snapshot.ts';

const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_260_611);
const FUZZ_ROUTES = new RegExp(process.env.FUZZ_ROUTES ?? '.');

/** Not fuzzed here: the docs are static files; uploads and the webhook get targeted cases below. */
const TARGETED = new Set(['POST /api/fileupload', 'POST /api/stripe/webhook']);
const fuzzed = Object.keys(ACCESS_TABLE).filter(
  (key) => !key.startsWith('GET /api/docs') && !TARGETED.has(key) && FUZZ_ROUTES.test(key),
);

/** 2xx answers that are not JSON by design. */
const NOT_JSON_ON_SUCCESS: Record<string, RegExp> = {
  'GET /api/admin/security-logs/export': /^text\/csv/,
  'GET /api/admin/contact-submissions/export': /^text\/csv/,
  'GET /api/admin/waitlist/export': /^text\/csv/,
  'GET /api/admin/marketing/newsletter/export': /^text\/csv/,
  'GET /api/fileupload/:id': /^image\/png/,
  // A download (one JSON file), not an envelope.
  'GET /api/me/export': /^application\/json/,
};

/** What a client must never see: stack frames, source paths, database error texts. */
const LEAKS = [
  /\bat [\w$.<>]+ \(/,
  /node_modules/,
  /\/src\/server\//,
  /\.[cm]?[jt]s:\d+:\d+/,
  /file:\/\//,
  /duplicate key|violates .* constraint|syntax error at|invalid input syntax|relation "|column "|Failed query|PostgresError|DrizzleQueryError|out of range for type/i,
];

let t: TestApp;
let fx: Fixtures;
let dataDir: string;
let prototypeKeys: string[];
const figures = { routes: 0, requests: 0, replayed: 0, passedGuard: 0 };

beforeAll(async () => {
  prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
  dataDir = await mkdtemp(path.join(tmpdir(), 'security-fuzz-'));
  // Webhook retries at once (WEBHOOK_RETRY_BASE_MS=0): a drain settles every delivery a success
  // queued, so none lands later, between the snapshots of a refused case.
  t = await createTestApp({ DATA_DIR: dataDir, WEBHOOK_RETRY_BASE_MS: '0' });
  fx = await createFixtures(t);
});

afterAll(async () => {
  console.info(
    `fuzz: ${figures.routes} routes × 2 principals × ${FUZZ_RUNS} cases (a third of that for anonymous calls to admin routes; seed ${FUZZ_SEED}): ${figures.requests} requests, ${figures.replayed} replayed for the database check, ${figures.passedGuard} admin requests past the guard`,
  );
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface FuzzCase {
  url: string;
  body: string | undefined;
  headers: Record<string, string>;
}

type Principal = 'admin' | 'anonymous';

const short = (text: string | undefined, max = 300) =>
  text === undefined
    ? 'undefined'
    : text.length > max
      ? `${text.slice(0, max)}… (${text.length} chars)`
      : text;

function caseArbitrary(routeKey: string, principal: Principal): fc.Arbitrary<FuzzCase> {
  const [method, template] = routeKey.split(' ') as [string, string];
  const base: RouteRequest = requestFor(routeKey)(fx, 'admin');
  const names = [...template.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const params = fc.tuple(
    ...names.map((name) => fc.tuple(paramArbitrary(base.params?.[name] ?? '1'), fc.boolean())),
  );
  const hasBody = method !== 'GET';
  return fc
    .record({
      params,
      query: fc.oneof(fc.constant(new URLSearchParams(base.query ?? {}).toString()), queryArbitrary(base)),
      body: hasBody ? bodyArbitrary(base) : fc.constant(undefined),
      contentType,
      headers: headersArbitrary({ keepAuthorization: principal === 'admin' }),
    })
    .map(({ params: values, query, body, contentType: type, headers }) => {
      let index = 0;
      const filled = template.replace(/:(\w+)/g, () => {
        const [value, raw] = values[index++]!;
        // Raw, the router decodes %-sequences itself. A raw slash, backslash (URL parsing turns it
        // into a slash), ?, # or dot segment would make it another URL, not another parameter.
        return raw && /^[^/\\?#\s]+$/.test(value) && !/^\.\.?$/.test(value) ? value : encodeLoose(value);
      });
      const requestHeaders: Record<string, string> = { ...headers };
      if (body !== undefined) requestHeaders['content-type'] = type;
      if (principal === 'admin') requestHeaders.authorization = `Bearer ${fx.users.admin.token}`;
      const fuzzCase: FuzzCase = {
        url: query ? `${filled}?${query}` : filled,
        body,
        headers: requestHeaders,
      };
      // fast-check prints counterexamples with this: keep 200 kB strings out of the report.
      Object.defineProperty(fuzzCase, fc.toStringMethod, {
        value: () =>
          `${method} ${short(fuzzCase.url, 500)} headers=${short(JSON.stringify(requestHeaders), 300)} body=${short(body)}`,
      });
      return fuzzCase;
    });
}

/** The last snapshot, while no request has been sent since (batches chain their snapshots). */
let lastState: Snapshot | undefined;

/** Every request of this file goes through here: it makes the cached snapshot stale. */
function inject(options: InjectOptions): Promise<LightMyRequestResponse> {
  lastState = undefined;
  return t.app.inject(options);
}

async function send(method: string, fuzzCase: FuzzCase): Promise<LightMyRequestResponse> {
  figures.requests++;
  return inject({
    method: method as 'GET',
    url: fuzzCase.url,
    headers: fuzzCase.headers,
    ...(fuzzCase.body === undefined ? {} : { payload: fuzzCase.body }),
  });
}

/** The property every answer must have; each string is a violation. */
function violations(routeKey: string, response: LightMyRequestResponse): string[] {
  const status = response.statusCode;
  const problems: string[] = [];
  if (status >= 500) problems.push(`server error ${status}`);
  for (const leak of LEAKS) if (leak.test(response.body)) problems.push(`leaks ${leak}`);
  const type = String(response.headers['content-type'] ?? '');
  const special = NOT_JSON_ON_SUCCESS[routeKey];
  if (status < 300 && special?.test(type)) return problems;
  if (!type.startsWith('application/json')) {
    problems.push(`content-type ${type || 'missing'}`);
    return problems;
  }
  let body: Record<string, unknown>;
  try {
    body = response.json() as Record<string, unknown>;
  } catch {
    problems.push('body is not JSON');
    return problems;
  }
  if (status >= 400) {
    if (body.success !== false || typeof body.error !== 'string') problems.push('no error envelope');
  } else if (status >= 200 && status < 300) {
    if (body.success !== true || !('data' in body)) problems.push('no success envelope');
  }
  return problems;
}

const hashOf = (text: string) => {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
};

const isRefused = (status: number) => status >= 400 && status < 500;

async function databaseState(): Promise<Snapshot> {
  if (lastState) return lastState;
  // A success may have queued e-mails or webhook deliveries (the mailer's drain runs every due
  // job of the runner); their work must not show up as a change later.
  await t.deps.mailer.drain();
  lastState = await snapshot(t.deps.database.db);
  return lastState;
}

/**
 * Sends the refused cases again, together between two snapshots; only if that changes the
 * database, one by one, to name the first culprit. Used only when a batch mixed successes (which
 * may write) with refusals.
 */
async function replayRefused(method: string, refused: FuzzCase[]): Promise<string[]> {
  const start = await databaseState();
  let stillRefused = true;
  for (const fuzzCase of refused) {
    figures.replayed++;
    if (!isRefused((await send(method, fuzzCase)).statusCode)) stillRefused = false;
  }
  if (stillRefused && changedTables(start, await databaseState()).length === 0) return [];
  let before = await databaseState();
  for (const fuzzCase of refused) {
    figures.replayed++;
    const response = await send(method, fuzzCase);
    const after = await databaseState();
    if (isRefused(response.statusCode)) {
      const changed = changedTables(before, after);
      if (changed.length > 0)
        return [
          `refused (${response.statusCode}) yet changed ${changed.join(', ')}: ${fc.stringify(fuzzCase)}`,
        ];
    }
    before = after;
  }
  return [];
}

async function fuzzRoute(routeKey: string, principal: Principal, numRuns: number): Promise<string[]> {
  const method = routeKey.split(' ')[0]!;
  const refused: FuzzCase[] = [];
  let succeeded = 0;
  const before = await databaseState();
  const property = fc.asyncProperty(caseArbitrary(routeKey, principal), async (fuzzCase) => {
    const response = await send(method, fuzzCase);
    if (principal === 'admin' && response.statusCode !== 403) figures.passedGuard++;
    const problems = violations(routeKey, response);
    if (problems.length > 0) {
      throw new Error(
        `${routeKey} as ${principal} (FUZZ_SEED=${FUZZ_SEED}): ${problems.join('; ')} — ${response.statusCode} ${short(response.body)}`,
      );
    }
    if (isRefused(response.statusCode)) refused.push(fuzzCase);
    else succeeded++;
  });
  // Each route and principal draws its own cases (the same seed everywhere would repeat one
  // sequence of shapes); FUZZ_SEED with FUZZ_ROUTES reproduces a failure.
  const seed = (FUZZ_SEED + hashOf(`${routeKey} ${principal}`)) | 0;
  await fc.assert(property, { numRuns, seed, includeErrorInReport: true });

  const changed = changedTables(before, await databaseState());
  if (changed.length === 0) return [];
  if (succeeded === 0)
    return [`${routeKey} as ${principal}: only refusals, yet changed ${changed.join(', ')}`];
  return (await replayRefused(method, refused)).map((problem) => `${routeKey} as ${principal}: ${problem}`);
}

describe('fuzzing every route', () => {
  it.each(fuzzed)('%s', async (routeKey) => {
    figures.routes++;
    const problems: string[] = [];
    // Signing the admin out would turn every later admin case into a 403.
    const principals: Principal[] =
      routeKey === 'POST /api/auth/sign-out' ? ['anonymous'] : ['admin', 'anonymous'];
    for (const principal of principals) {
      // Anonymous calls to admin routes all end at the guard: fewer of them tell as much.
      const runs =
        principal === 'anonymous' && ACCESS_TABLE[routeKey]!.access === 'admin'
          ? Math.max(2, Math.ceil(FUZZ_RUNS / 3))
          : FUZZ_RUNS;
      try {
        problems.push(...(await fuzzRoute(routeKey, principal, runs)));
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
    expect(problems).toEqual([]);
  });
});

/** Appends `probe` to every string in a body or query (keys stay). */
const appendToStrings = (value: unknown, probe: string): unknown => {
  if (typeof value === 'string') return `${value}${probe}`;
  if (Array.isArray(value)) return value.map((item) => appendToStrings(item, probe));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, appendToStrings(item, probe)]),
    );
  return value;
};

/** Replaces every date-like string in a body or query with `date`. */
const replaceDates = (value: unknown, date: string): unknown => {
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}/.test(value) ? date : value;
  if (Array.isArray(value)) return value.map((item) => replaceDates(item, date));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceDates(item, date)]));
  return value;
};

/** The route's valid request with its body and query strings rewritten, sent as the admin. */
async function sendRewritten(routeKey: string, rewrite: (value: unknown) => unknown) {
  const [method, template] = routeKey.split(' ') as [string, string];
  const base = requestFor(routeKey)(fx, 'admin');
  const query = base.query && (rewrite(base.query) as Record<string, string>);
  const encoded = Object.entries(query ?? {}).map(([key, value]) => `${key}=${encodeLoose(value)}`);
  const url = `${urlOf(template, { params: base.params })}${encoded.length > 0 ? `?${encoded.join('&')}` : ''}`;
  const body = base.body === undefined ? undefined : JSON.stringify(rewrite(base.body));
  const response = await send(method, {
    url,
    body,
    headers: {
      authorization: `Bearer ${fx.users.admin.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
  });
  const found = violations(routeKey, response);
  return found.length > 0
    ? [
        `${routeKey} ${short(url, 120)} ${short(body, 120)}: ${found.join('; ')} — ${response.statusCode} ${short(response.body, 150)}`,
      ]
    : [];
}

describe('a hostile string in every field of every route (deterministic sweep)', () => {
  it.each([
    ['a lone surrogate', '\ud800'],
    ['a NUL byte', 'a\u0000b'],
    ['injection, RTL override, emoji and combining marks', "' OR 1=1--\u202E😀e\u0301\u0301"],
  ])('%s', async (_label, probe) => {
    const problems: string[] = [];
    for (const routeKey of fuzzed) {
      const base = requestFor(routeKey)(fx, 'admin');
      if (routeKey === 'POST /api/auth/sign-out' || (base.body === undefined && base.query === undefined))
        continue;
      problems.push(...(await sendRewritten(routeKey, (value) => appendToStrings(value, probe))));
    }
    expect(problems).toEqual([]);
  });

  it('every date field takes each date JavaScript parses and PostgreSQL may not', async () => {
    const problems: string[] = [];
    const hasDate = (value: unknown) => /"\d{4}-\d{2}-\d{2}/.test(JSON.stringify(value) ?? '');
    for (const routeKey of fuzzed) {
      const base = requestFor(routeKey)(fx, 'admin');
      if (!hasDate(base.body) && !hasDate(base.query)) continue;
      for (const date of DATES)
        problems.push(...(await sendRewritten(routeKey, (value) => replaceDates(value, date))));
    }
    expect(problems).toEqual([]);
  });
});

describe('uploads: targeted cases', () => {
  const upload = (headers: Record<string, string>, payload: Buffer | string) =>
    inject({
      method: 'POST',
      url: '/api/fileupload',
      headers: { authorization: `Bearer ${fx.users.user.token}`, ...headers },
      payload,
    });

  it('refuses multipart garbage with a 4xx envelope and stores nothing', async () => {
    const before = await databaseState();
    const boundary = '----fuzz';
    const garbage: Array<[Record<string, string>, Buffer | string]> = [
      [{ 'content-type': 'multipart/form-data' }, 'no boundary'],
      [{ 'content-type': `multipart/form-data; boundary=${boundary}` }, 'not multipart at all'],
      [
        { 'content-type': `multipart/form-data; boundary=${boundary}` },
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`,
      ],
      [{ 'content-type': `multipart/form-data; boundary=${boundary}` }, `--${boundary}--\r\n`],
      [
        { 'content-type': `multipart/form-data; boundary=${boundary}` },
        `--${boundary}\r\nContent-Disposition: form-data; name="other"\r\n\r\nvalue\r\n--${boundary}--\r\n`,
      ],
      [
        { 'content-type': multipartBody('file', 'x.png', 'image/png', Buffer.alloc(0)).contentType },
        multipartBody('file', 'x.png', 'image/png', Buffer.alloc(0)).payload,
      ],
      [{ 'content-type': `multipart/form-data; boundary=${'b'.repeat(5000)}` }, 'x'],
      [{ 'content-type': 'application/json' }, '{"file":"iVBORw0KGgo="}'],
      [{ 'content-type': 'application/octet-stream' }, PNG],
    ];
    // The declared type lies: HTML, SVG and an executable under image names.
    for (const [name, type, bytes] of [
      ['evil.png', 'image/png', Buffer.from('<!doctype html><script>alert(1)</script>')],
      [
        'evil.svg',
        'image/svg+xml',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      ],
      ['evil.gif', 'image/gif', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)])],
    ] as const) {
      const body = multipartBody('file', name, type, bytes);
      garbage.push([{ 'content-type': body.contentType }, body.payload]);
    }
    for (const [headers, payload] of garbage) {
      const response = await upload(headers, payload);
      expect(
        isRefused(response.statusCode),
        `${headers['content-type']}: ${response.statusCode} ${response.body}`,
      ).toBe(true);
      expect(violations('POST /api/fileupload', response)).toEqual([]);
    }
    expect(changedTables(before, await databaseState())).toEqual([]);
  });

  it('never uses a hostile file name as a path, and answers it back only as data', async () => {
    const names = [
      '../../../../etc/passwd.png',
      '..\\..\\windows\\system32\\evil.png',
      '/etc/passwd',
      '%2e%2e%2f%2e%2e%2fpasswd.png',
      'a\u0000b.png',
      '\u202Egnp.exe',
      `${'x'.repeat(5000)}.png`,
      '"; rm -rf /; ".png',
      '<script>alert(1)</script>.png',
      '😀.png',
      '',
    ];
    for (const name of names) {
      const body = multipartBody('file', name, 'image/png', PNG);
      const response = await upload({ 'content-type': body.contentType }, body.payload);
      expect(response.statusCode, `${short(name, 40)}: ${response.body}`).toBeLessThan(500);
      expect(violations('POST /api/fileupload', response)).toEqual([]);
      if (response.statusCode !== 201) continue;
      const file = (response.json() as { data: { file: { id: string; url: string; name: string } } }).data
        .file;
      // The stored id is ours, never the client's name.
      expect(file.id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      const served = await inject({ method: 'GET', url: file.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(PNG)).toBe(true);
      const disposition = String(served.headers['content-disposition']);
      expect(disposition).not.toMatch(/[\r\n]/);
      expect(disposition).not.toContain('/etc/passwd"');
    }
    // Nothing was written outside the upload folder.
    const { readdir } = await import('node:fs/promises');
    expect((await readdir(dataDir)).sort()).toEqual(['uploads']);
  });
});

describe('webhook: targeted cases', () => {
  it('refuses unsigned and badly signed events with a 400 envelope and changes nothing', async () => {
    const before = await databaseState();
    const event = JSON.stringify({
      id: 'evt_fuzz',
      type: 'checkout.session.completed',
      data: { object: { client_reference_id: fx.users.user.id, metadata: { userId: fx.users.user.id } } },
    });
    const cases: Array<[Record<string, string>, string]> = [
      [{ 'content-type': 'application/json' }, event],
      [{ 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' }, event],
      [{ 'content-type': 'application/json', 'stripe-signature': 'garbage' }, event],
      [{ 'content-type': 'application/json', 'stripe-signature': 'x'.repeat(10_000) }, event],
      [{ 'content-type': 'application/json' }, '{'],
      [{ 'content-type': 'application/json' }, `{"__proto__":{"${POLLUTION_KEY}":"yes"}}`],
      [{ 'content-type': 'text/plain' }, event],
      [{ 'content-type': 'application/json' }, `{"a":"${'z'.repeat(1_100_000)}"}`],
    ];
    for (const [headers, payload] of cases) {
      const response = await inject({ method: 'POST', url: '/api/stripe/webhook', headers, payload });
      expect(
        isRefused(response.statusCode),
        `${JSON.stringify(headers).slice(0, 80)}: ${response.body}`,
      ).toBe(true);
      expect(violations('POST /api/stripe/webhook', response)).toEqual([]);
    }
    expect(changedTables(before, await databaseState())).toEqual([]);
  });
});

describe('after the run', () => {
  it('leaves Object.prototype unpolluted and the admin signed in', async () => {
    expect(({} as Record<string, unknown>)[POLLUTION_KEY]).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    const me = await inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${fx.users.admin.token}` },
    });
    expect(me.statusCode).toBe(200);
    // The admin cases reached validation and handlers, not only the guard.
    if (fuzzed.length > 10) expect(figures.passedGuard).toBeGreaterThan(figures.routes * FUZZ_RUNS * 0.5);
  });
});
