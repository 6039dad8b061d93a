/** A member's role, in the reader's language. */
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n/provider';
import type { OrganizationRole } from './types';

export const ROLE_LABELS: Record<OrganizationRole, string> = {
  owner: 'organizations.role.owner',
  admin: 'organizations.role.admin',
  member: 'organizations.role.member',
};

export function RoleBadge({ role }: { role: OrganizationRole }) {
  const t = useT();
  return (
    <Badge variant={role === 'owner' ? 'default' : 'secondary'} data-testid="role-badge">
      {t(ROLE_LABELS[role])}
    </Badge>
  );
}
