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
    type Query = (text: string, ...rest: unknown[]) => unknown;
    const counted =
      (query: Query): Query =>
      (text, ...rest) => {
        seen.push(text);
        return query(text, ...rest);
      };
    // Statements outside a transaction, and inside one (a transaction has its own query method).
    const query = pglite.query.bind(pglite);
    const transaction = pglite.transaction.bind(pglite);
    pglite.query = counted(query as Query) as typeof pglite.query;
    pglite.transaction = ((work: (tx: { query: Query }) => Promise<unknown>) =>
      transaction((tx) => {
        tx.query = counted(tx.query.bind(tx) as Query) as typeof tx.query;
        return work(tx as unknown as { query: Query });
      })) as typeof pglite.transaction;
    try {
      const created = await t.call('POST', '/api/projects', { as: user, payload: { name: 'Counted' } });
      expect(created.statusCode, created.body).toBe(201);
      expect(json(created).data).toMatchObject({ project: { name: 'Counted', organizationId: null } });
    } finally {
      pglite.query = query;
      pglite.transaction = transaction;
    }
    // The plan (its limits live on subscription_plan) is read once, by the statement that reads the session.
    const planReads = seen.filter(
      (text) => text.includes('"subscription_plan"') || text.includes('subscription_plan '),
    );
    expect(planReads).toHaveLength(1);
    expect(planReads[0]).toContain('"session"');
  });
});
