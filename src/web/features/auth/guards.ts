import type { QueryClient } from '@tanstack/react-query';
import { type ParsedLocation, redirect } from '@tanstack/react-router';
import type { Me } from '@/lib/api/me';
import { meQueryOptions } from '@/lib/session';

/** For `beforeLoad`: signed-out visitors go to sign-in and come back here afterwards. */
export async function requireUser({
  context,
  location,
}: {
  context: { queryClient: QueryClient };
  location: ParsedLocation;
}): Promise<{ me: Me }> {
  const me = await context.queryClient.ensureQueryData(meQueryOptions);
  if (!me) throw redirect({ to: '/sign-in', search: { redirect: location.href }, replace: true });
  return { me };
}
