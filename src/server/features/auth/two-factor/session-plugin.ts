/**
 * A better-auth plugin with one server-only endpoint: start a session for a user who has just
 * answered the two-factor challenge. The library makes the session and its signed cookie (and,
 * through the bearer plugin, the `set-auth-token` header) exactly as after a password sign-in;
 * the endpoint is never reachable over HTTP (our routes call `auth.api.*`, and it is server-only).
 */
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';

export const twoFactorSessionPlugin = () =>
  ({
    id: 'starter-two-factor-session',
    endpoints: {
      startTwoFactorSession: createAuthEndpoint.serverOnly(
        { method: 'POST', body: z.object({ userId: z.string().min(1) }) },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) throw new APIError('UNAUTHORIZED', { message: 'User not found' });
          // The admin plugin's session hook refuses banned users here, as at any sign-in.
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ user });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
