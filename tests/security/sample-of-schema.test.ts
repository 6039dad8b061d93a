/**
 * The request a declaration gives a route with no line in requests.ts: valid by the route's own
 * schemas, for the shapes the contracts use.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailSchema } from '../../src/shared/auth-contracts.ts';
import { DECLARED } from './support/declared.ts';
import { sampleOf } from './support/sample-of-schema.ts';

describe('a request made from a declaration', () => {
  it('has only the required fields, at their least', () => {
    const schema = z.object({
      name: z.string().min(3),
      note: z.string().optional(),
      count: z.number().int().min(2),
    });
    expect(sampleOf(schema)).toEqual({ name: 'sample', count: 2 });
  });

  it('gives an e-mail field an address even behind a trim and a pipe', () => {
    expect(sampleOf(z.object({ email: emailSchema }))).toEqual({ email: 'sample@example.com' });
  });

  it('fills the optional fields of an object that asks for at least one', () => {
    const schema = z
      .object({ name: z.string().optional() })
      .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
    expect(sampleOf(schema)).toEqual({ name: 'sample' });
  });

  it('makes ids as large as allowed, so they name nothing', () => {
    expect(sampleOf(z.object({ id: z.coerce.number().int().positive() }), { large: true })).toEqual({
      id: 2_000_000_000,
    });
  });

  it('gives up on a schema nothing simple satisfies', () => {
    expect(sampleOf(z.string().refine((value) => value === 'only this'))).toBeUndefined();
  });

  it("is valid for every declared route's params, query and body but the ones written out", () => {
    const unmade = DECLARED.flatMap(({ endpoint }) =>
      (['params', 'query', 'body'] as const).flatMap((part) => {
        const schema = endpoint[part];
        return schema && sampleOf(schema) === undefined
          ? [`${endpoint.method} ${endpoint.path} ${part}`]
          : [];
      }),
    );
    // Exactly one of percentOff and amountOff (a coupon), exactly one of a token and an
    // invitation id: requests.ts writes their requests out.
    expect([...new Set(unmade)].sort()).toEqual([
      'POST /api/admin/coupons body',
      'POST /api/invitations/accept body',
      'POST /api/invitations/decline body',
      'PUT /api/admin/coupons/:id body',
    ]);
  });
});
