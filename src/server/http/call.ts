/**
 * A request as the function behind a declared route sees it (route-kit.ts, route-kit-raw.ts):
 * its parts parsed by the declared schemas, who asks, and the reply.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AdminActor } from '../core/admin-action.ts';
import { unauthorized } from '../core/errors.ts';
import type { RequestMeta } from '../core/security-log.ts';
import type { AccessLevel, RequestSession, SessionUser } from '../core/session.ts';
import { adminActorOf, requestMeta } from './request-meta.ts';

/** What a request part holds once its schema has parsed it (nothing when the route has none). */
export type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A request as the function behind a route sees it: parsed, with who asks. */
export interface Call<P, Q, B> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  request: FastifyRequest;
  /** For headers besides the answer (the auth library's cookies), or the whole answer of a raw route. */
  reply: FastifyReply;
  /** The caller's session; on a public route null when signed out (and always outside /api). */
  session: RequestSession | null;
}

/** An admin route also knows the admin and the request's metadata (for `runAdminAction`). */
export interface AdminCall<P, Q, B> extends Call<P, Q, B> {
  actor: AdminActor;
  meta: RequestMeta;
  session: RequestSession;
}

/** A user route knows the signed-in user and the session (the guard has checked it). */
export interface UserCall<P, Q, B> extends Call<P, Q, B> {
  user: SessionUser;
  session: RequestSession;
}

export type CallOf<A extends AccessLevel, P, Q, B> = A extends 'admin'
  ? AdminCall<P, Q, B>
  : A extends 'user'
    ? UserCall<P, Q, B>
    : Call<P, Q, B>;

export function callOf<A extends AccessLevel, P, Q, B>(
  auth: A,
  request: FastifyRequest,
  reply: FastifyReply,
): CallOf<A, P, Q, B> {
  const { session } = request;
  const call = { params: request.params, query: request.query, body: request.body, request, reply, session };
  if (auth === 'admin')
    return { ...call, actor: adminActorOf(request), meta: requestMeta(request) } as CallOf<A, P, Q, B>;
  if (auth === 'user') {
    // The guard refuses a user route without a session before the handler runs.
    if (!session) throw unauthorized();
    return { ...call, user: session.user } as CallOf<A, P, Q, B>;
  }
  return call as CallOf<A, P, Q, B>;
}
