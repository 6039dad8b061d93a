/**
 * Every endpoint a contract declares (src/shared/contracts/*.ts) is a route the app registers,
 * with the access it declares. The access table lists exactly the registered routes and their
 * access (authorization.test.ts checks that against the app), so comparing with the table is
 * comparing with the app. This catches a declaration the web calls but nothing serves, and a
 * route written out by hand from its declaration that drifted from it. A page or feed outside
 * /api (contracts/pages.ts) is not in the table, which lists /api routes: it is declared public and
 * hidden from the API reference (the guard covers /api only; serveRaw refuses anything else).
 */
import { describe, expect, it } from 'vitest';
import { isEndpoint } from '../../src/shared/contracts/endpoint.ts';
import { ACCESS_TABLE } from './support/access-table.ts';
import { DECLARED as declared } from './support/declared.ts';

describe('declared endpoints', () => {
  it('are found in the contracts (the glob reads them)', () => {
    expect(declared.length).toBeGreaterThan(50);
  });

  it('are each a registered route, with the access they declare', () => {
    const problems = declared.flatMap(({ where, endpoint }) => {
      if (!isEndpoint(endpoint) || !endpoint.path.startsWith('/api/')) return [];
      const key = `${endpoint.method} ${endpoint.path}`;
      const row = ACCESS_TABLE[key];
      if (!row) return [`${where}: ${key} is not a registered route`];
      return row.access === endpoint.access
        ? []
        : [`${where}: ${key} declares ${endpoint.access}, the app has ${row.access}`];
    });
    expect(problems).toEqual([]);
  });

  it('outside /api are pages: public and hidden from the API reference', () => {
    const pages = declared.filter(
      ({ endpoint }) => isEndpoint(endpoint) && !endpoint.path.startsWith('/api/'),
    );
    expect(pages.length).toBeGreaterThan(0);
    for (const { where, endpoint } of pages)
      expect(endpoint, where).toMatchObject({ access: 'public', hide: true, raw: true });
  });
});
