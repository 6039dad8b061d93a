/**
 * Sign-up's `returnTo` (an invitation that led to the sign-up): the verification e-mail's link
 * carries it as `redirect`, so that verifying and signing in lead back to it; only paths of this site.
 */
import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN, uniqueEmail } from '../../testing/app.ts';
import { sharedTestApp } from '../../testing/suite.ts';

const t = sharedTestApp();

async function verificationLink(returnTo?: string) {
  const email = uniqueEmail('return');
  const response = await t.call('POST', '/api/auth/sign-up', {
    payload: { email, password: 'password123', name: 'Returning', ...(returnTo ? { returnTo } : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
  const mail = await t.lastEmail(email);
  const link = mail?.text.match(new RegExp(`${TEST_ORIGIN}/verify-email\\?[^\\s"<]+`))?.[0];
  expect(link).toBeTruthy();
  return new URL(link!);
}

describe('sign-up with returnTo', () => {
  it("puts the return path into the verification link's redirect", async () => {
    const link = await verificationLink('/invitations/abc_DEF-123');
    expect(link.searchParams.get('token')).toBeTruthy();
    expect(link.searchParams.get('redirect')).toBe('/invitations/abc_DEF-123');
  });

  it('leaves a foreign address out of the link', async () => {
    for (const returnTo of ['https://evil.example/x', '//evil.example/x']) {
      const link = await verificationLink(returnTo);
      expect(link.searchParams.get('redirect')).toBeNull();
    }
  });

  it('has no redirect without returnTo', async () => {
    expect((await verificationLink()).searchParams.get('redirect')).toBeNull();
  });
});
