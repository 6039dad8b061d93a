/**
 * The plan check adds no round trip: creating a project in the active space reads that space's
 * entitlements with the session, in the guard's one statement (entitlements/active-space.ts).
 * Counted at the embedded database's query boundary, so it runs on the PGlite pass; the statement
 * is the same one on PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { pgliteOf } from '../../db/open-pglite.ts';
import { json } from '../../testing/app.ts';
import { sharedTestApp } from '../../testing/suite.ts';

const t = sharedTestApp();

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the plan check of a project create', () => {
  it('reads the plan in the session statement and in no other', async () => {
    const user = await t.createUser({ verified: true });
    const pglite = pgliteOf(t.deps.database)!;
    const seen: string[] = [];
    const query = pglite.query.bind(pglite);
    pglite.query = ((text: string, ...rest: unknown[]) => {
      seen.push(text);
      return (query as (text: string, ...rest: unknown[]) => unknown)(text, ...rest);
    }) as typeof pglite.query;
    try {
      const created = await t.call('POST', '/api/projects', { as: user, payload: { name: 'Counted' } });
      expect(created.statusCode, created.body).toBe(201);
      expect(json(created).data).toMatchObject({ project: { name: 'Counted', organizationId: null } });
    } finally {
      pglite.query = query;
    }
    // The plan (its limits live on subscription_plan) is read once, by the statement that reads the session.
    const planReads = seen.filter(
      (text) => text.includes('"subscription_plan"') || text.includes('subscription_plan '),
    );
    expect(planReads).toHaveLength(1);
    expect(planReads[0]).toContain('"session"');
  });
});
