/**
 * The space the signed-in user works in: the organization chosen in the header's switcher
 * (GET /api/me `activeOrganizationId`), else the personal space. Pages of the space (projects,
 * usage) read it here, so switching in the header switches them.
 */
import { useMe } from '@/lib/session';

export interface ActiveSpace {
  /** null: the personal space. */
  organizationId: string | null;
  /** The organization's name; null for the personal space. */
  name: string | null;
}

/** The active space, or null until GET /api/me has answered. */
export function useActiveSpace(): ActiveSpace | null {
  const me = useMe().data;
  if (!me) return null;
  const organization = me.organizations.find((candidate) => candidate.id === me.activeOrganizationId);
  return { organizationId: organization?.id ?? null, name: organization?.name ?? null };
}

/** The API's `organizationId` query for a space: none for the personal space. */
export const spaceQuery = (space: ActiveSpace): { organizationId?: string } =>
  space.organizationId ? { organizationId: space.organizationId } : {};
