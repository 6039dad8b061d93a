/**
 * fast-check arbitraries for hostile requests: malformed JSON, wrong types, huge values, unicode
 * edge cases, injection strings, prototype-pollution keys, path traversal in ids, odd query
 * strings and odd headers. A `FuzzCase` is one request, ready for `app.inject`.
 */
import fc from 'fast-check';
import type { RouteRequest } from './requests.ts';

/** The key every pollution payload tries to plant on Object.prototype. */
export const POLLUTION_KEY = 'polluted';

/** Field names used by the API's request bodies. */
// biome-ignore format: a compact word list
export const FIELDS = [
  'title', 'slug', 'content', 'excerpt', 'featuredImage', 'categoryIds', 'tagIds', 'published',
  'publishedAt', 'seoTitle', 'seoDescription', 'ids', 'name', 'description', 'question', 'answer',
  'category', 'email', 'password', 'token', 'fullName', 'message', 'phone', 'company', 'subject',
  'website', 'type', 'pageUrl', 'status', 'adminNotes', 'version', 'key', 'html', 'text',
  'variables', 'activate', 'versionId', 'templateId', 'label', 'visible', 'variants', 'linkText',
  'linkUrl', 'colorScheme', 'weight', 'trigger', 'frequency', 'frequencyDays', 'targetPages',
  'active', 'kind', 'id', 'event', 'popupId', 'priceId', 'billingCycle', 'priceMonthly',
  'priceYearly', 'stripePriceIdMonthly', 'stripePriceIdYearly', 'features', 'limits', 'sortOrder',
  'userId', 'reason', 'expires', 'rating', 'authorName', 'authorRole', 'avatarUrl', 'image',
  'enabled', 'successMessage', 'autoInvite', 'mode', 'count', 'before',
] as const;

/** Query parameter names used by the API. */
// biome-ignore format: a compact word list
export const QUERY_FIELDS = [
  'page', 'limit', 'search', 'role', 'status', 'order', 'sort', 'author', 'category', 'tag', 'type',
  'eventType', 'userId', 'severity', 'success', 'from', 'to', 'range', 'template',
] as const;

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

const INJECTIONS = [
  "' OR 1=1--",
  '\'; DROP TABLE "user";--',
  '" OR ""="',
  '1; SELECT pg_sleep(0)',
  "admin'--",
  '{"$gt":""}',
  '{"$ne":null}',
  '$where',
  '%',
  '_',
  '\\',
  "%' OR '1'='1",
  '"><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/x',
  'http://169.254.169.254/latest/meta-data/',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}',
  '{{7*7}}',
  '{{constructor.constructor("return process")()}}',
  '=cmd|" /C calc"!A0',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  'null',
  'undefined',
  'NaN',
  'true',
  '[]',
  '{}',
] as const;

const UNICODE = [
  '\uD800', // lone high surrogate
  '\uDFFF', // lone low surrogate
  'a\uD83Db', // broken pair
  'a\u0000b', // NUL
  '\u202Eevil\u202C', // RTL override
  '\u200B\u200C\u200D\u2060', // zero-width
  '\uFEFF', // BOM
  '😀👨‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0302\u0303\u0304\u0305\u0306', // combining marks
  'Z̷̢̛̤͓̩a̴̡̛͎̦l̸̨̪̿g̵͉̈́o̶̥͐',
  '\u2028\u2029',
  '\r\n\t\v\f',
  '\u001B[31m',
  'ＦＵＬＬ',
  'İıß',
  '\uFFFF\uFFFE',
  '𝕳𝖊𝖑𝖑𝖔',
] as const;

/** Dates JavaScript parses and PostgreSQL may not (negative, year 0, six-digit years). */
export const DATES = [
  '0000-01-01T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '-100000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '275760-09-13',
  '99999',
  '1969-12-31T23:59:59Z',
  '9999-12-31T23:59:59.999Z',
  '2024-02-30',
  '2024-13-01T00:00:00Z',
  '2024-01-01T25:00:00+99:00',
  '1',
] as const;

const HUGE_STRING = 'x'.repeat(200_000);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 4, arbitrary: fc.constantFrom(...UNICODE) },
  { weight: 2, arbitrary: fc.constantFrom(...DATES) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constant(HUGE_STRING) },
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constant('   ') },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, -0, 1.5, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53, Number.MAX_VALUE, 1e-300),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, biased towards what breaks validation and storage. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 20_000 }, (_, index) => index)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
);

/** Raw body texts: broken JSON, JSON of the wrong shape, and prototype-pollution attempts. */
export const rawJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    'nul',
    '{"a":1,}',
    "{'a':1}",
    '{"a":1}}',
    '\uFEFF{}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '"just a string"',
    '123',
    '-1e999',
    'null',
    'true',
    '[]',
    '[{}]',
    '{"a":NaN}',
    '{"a":Infinity}',
    '{"a":1,"a":2}',
    `{"__proto__":{"${POLLUTION_KEY}":"yes"}}`,
    `{"constructor":{"prototype":{"${POLLUTION_KEY}":"yes"}}}`,
    `{"prototype":{"${POLLUTION_KEY}":"yes"}}`,
    `[{"__proto__":{"${POLLUTION_KEY}":"yes"}}]`,
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
  ),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

/** Objects made of the API's field names (and pollution keys) with values of any type. */
const fieldSoup: fc.Arbitrary<Record<string, unknown>> = fc.dictionary(
  fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...FIELDS) }, fc.constantFrom(...PROTO_KEYS)),
  hostileValue,
  { maxKeys: 6 },
);

/** The route's own valid body with one field made hostile, removed, or a pollution key added. */
function nearValid(base: unknown): fc.Arbitrary<unknown> {
  if (base === null || typeof base !== 'object' || Array.isArray(base)) return fieldSoup;
  const keys = Object.keys(base);
  if (keys.length === 0) return fieldSoup;
  return fc.oneof(
    fc.tuple(fc.constantFrom(...keys), hostileValue).map(([key, value]) => ({ ...base, [key]: value })),
    fc.constantFrom(...keys).map((key) => {
      const copy: Record<string, unknown> = { ...base };
      delete copy[key];
      return copy;
    }),
    fc
      .tuple(fc.constantFrom(...PROTO_KEYS), hostileValue)
      // A JSON text, so `__proto__` is an own key as a client would send it.
      .map(
        ([key, value]) =>
          `${JSON.stringify(base).slice(0, -1)},${JSON.stringify(key)}:${JSON.stringify({ [POLLUTION_KEY]: value }) ?? 'null'}}`,
      ),
  );
}

/**
 * The route's valid body with its values swapped for hostile ones of the same type (strings for
 * strings, numbers for numbers, …): the shape passes the schema more often, so injection strings,
 * unicode edge cases and extreme numbers reach the handlers and the database.
 */
export function sameTypes(base: unknown): fc.Arbitrary<unknown> {
  const keep = (value: unknown) => fc.constant(value);
  if (typeof base === 'string' && /^\d{4}-\d{2}-\d{2}/.test(base))
    return fc.oneof(keep(base), fc.constantFrom(...DATES), fc.constantFrom(...DATES), hostileString);
  if (typeof base === 'string') return fc.oneof(keep(base), hostileString, hostileString);
  if (typeof base === 'number') return fc.oneof(keep(base), hostileNumber);
  if (typeof base === 'boolean') return fc.boolean();
  if (Array.isArray(base)) {
    if (base.length === 0) return fc.constant([]);
    return fc.oneof(keep(base), fc.array(sameTypes(base[0]), { maxLength: 4 }));
  }
  if (base !== null && typeof base === 'object') {
    return fc.record(Object.fromEntries(Object.entries(base).map(([key, value]) => [key, sameTypes(value)])));
  }
  return fieldSoup;
}

/** A body: the JSON text to send (undefined: no body). */
export function bodyArbitrary(base: RouteRequest): fc.Arbitrary<string | undefined> {
  const asText = (value: unknown): string | undefined => {
    if (typeof value === 'string' && value.startsWith('{')) return value;
    try {
      return JSON.stringify(value) ?? '';
    } catch {
      return ''; // BigInt and friends: an empty body.
    }
  };
  return fc.oneof(
    { weight: 6, arbitrary: sameTypes(base.body).map(asText) },
    { weight: 3, arbitrary: nearValid(base.body).map(asText) },
    { weight: 2, arbitrary: fieldSoup.map(asText) },
    { weight: 2, arbitrary: rawJson },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }).map(asText) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    // Over the 1 MiB body limit.
    { weight: 1, arbitrary: fc.constant(`{"content":"${'y'.repeat(1_100_000)}"}`) },
  );
}

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=nope',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/xml',
  'application/JSON',
  'application/json, text/html',
  '*/*',
  ';;;',
  'application/vnd.api+json',
] as const;

export const contentType: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
);

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) becomes the percent-encoded
 * bytes of its code point: invalid UTF-8, as a hostile client would send.
 */
export function encodeLoose(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]|[^\uD800-\uDFFF]+/g, (part) => {
    if (part.length === 1 && part >= '\uD800' && part <= '\uDFFF') {
      const code = part.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(part);
  });
}

/** A path parameter: the fixture's value, or something hostile in its place. */
export function paramArbitrary(valid: string | number): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(String(valid)) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '-1',
        '0',
        '1.5',
        '1e3',
        '0x10',
        ' 1',
        '1 ',
        '+1',
        '2147483648',
        '99999999999999999999999',
        'NaN',
        'Infinity',
        '../../etc/passwd',
        '..%2f..%2fetc%2fpasswd',
        '%2e%2e%2f',
        '....//....//',
        '%00',
        'x'.repeat(300),
        '1'.repeat(190),
        `${String(valid)}' OR '1'='1`,
        `${String(valid)};DROP TABLE x`,
        '__proto__',
        'constructor',
      ),
    },
    { weight: 2, arbitrary: hostileString.filter((value) => value.length < 1000) },
    { weight: 1, arbitrary: hostileNumber.map(String) },
  );
}

/** A query string: the route's own parameters and the API's, hostile values, repeats, pollution. */
export function queryArbitrary(base: RouteRequest): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...QUERY_FIELDS, ...Object.keys(base.query ?? {})) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        ...PROTO_KEYS,
        `__proto__[${POLLUTION_KEY}]`,
        `constructor[prototype][${POLLUTION_KEY}]`,
        'page[]',
        'limit[0]',
        'search[$gt]',
        '',
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  );
  const value = fc.oneof(
    { weight: 3, arbitrary: hostileString.filter((text) => text.length < 5000) },
    { weight: 2, arbitrary: fc.constantFrom('1e9', '-1', '0', '1.5', '999999999999', '100', '101', 'true') },
    { weight: 1, arbitrary: fc.constant('') },
  );
  const pairs = fc.array(fc.tuple(key, value, fc.boolean()), { maxLength: 6 });
  // The route's own parameters, with values made hostile of the same kind (dates for dates, …).
  const own = sameTypes(base.query ?? {}) as fc.Arbitrary<Record<string, unknown>>;
  return fc
    .tuple(own, pairs)
    .map(([mine, list]) =>
      [...Object.entries(mine).map(([name, text]) => [name, String(text), false] as const), ...list]
        .map(([name, text, raw]) =>
          raw ? `${name}=${text.replace(/[#&\s]/g, '')}` : `${encodeLoose(name)}=${encodeLoose(text)}`,
        )
        .join('&'),
    );
}

export interface HeaderOptions {
  /** The admin keeps its bearer token (so validation is what is exercised). */
  keepAuthorization: boolean;
}

/** Odd authorization schemes, huge or garbled cookies, odd request ids and forwarded addresses. */
export function headersArbitrary(options: HeaderOptions): fc.Arbitrary<Record<string, string>> {
  const authorization = fc.constantFrom(
    'Basic dXNlcjpwYXNzd29yZA==',
    'Bearer ',
    'Bearer',
    'Bearer not-a-token',
    `Bearer ${'x'.repeat(10_000)}`,
    'Bearer a.b.c',
    'Token abc',
    'bearer\tabc',
    'Bearer \u00ff\u00fe',
    'Digest username="admin"',
  );
  const cookie = fc.constantFrom(
    'better-auth.session_token=garbage',
    `better-auth.session_token=${'x'.repeat(8000)}`,
    `session_token=${'%'.repeat(100)}`,
    `a=${'b'.repeat(16_000)}`,
    '__proto__=1; constructor=2',
    ';;;=;=',
  );
  return fc.record(
    {
      ...(options.keepAuthorization ? {} : { authorization }),
      cookie,
      'x-request-id': fc.constantFrom('x'.repeat(5000), '../../etc/passwd', '<script>'),
      'x-forwarded-for': fc.constantFrom('999.999.999.999', "' OR 1=1--", '::1, 10.0.0.1, garbage'),
      accept: fc.constantFrom('text/html', 'application/xml', '*/*', ''),
    },
    { requiredKeys: [] },
  );
}
