import { Deferred, lazyNamed } from '@/components/deferred';
import { useMe } from '@/lib/session';

const Content = lazyNamed(() => import('./impersonation-bar-content'), 'ImpersonationBarContent');

/**
 * While an admin acts as a user, on every page: the bar that says so and ends it. GET /api/me
 * says whether this session is an impersonation; only then is the bar's code downloaded, so the
 * pages of everyone else carry none of it.
 */
export function ImpersonationBar() {
  const me = useMe();
  if (!me.data?.impersonating) return null;
  return (
    <Deferred>
      <Content />
    </Deferred>
  );
}
