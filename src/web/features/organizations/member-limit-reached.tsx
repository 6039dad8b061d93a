/**
 * Said in place of the invitation form when the plan's seats are all taken (members and pending
 * invitations), so nobody types an address the API would refuse: upgrade from the organization's
 * billing, or revoke a pending invitation to make room.
 */
import { Link } from '@tanstack/react-router';
import { ArrowUpCircle } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import type { OrganizationDetails } from './types';

/** True when the plan has a limit and members + pending invitations reach it. */
export const seatsFull = ({ memberLimit }: Pick<OrganizationDetails, 'memberLimit'>) =>
  memberLimit.limit !== null && memberLimit.used >= memberLimit.limit;

export function MemberLimitReached({ details }: { details: OrganizationDetails }) {
  const t = useT();
  return (
    <Alert data-testid="member-limit-reached">
      <ArrowUpCircle />
      <AlertTitle>{t('organizations.invitations.upgradeTitle')}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{t('organizations.invitations.upgradeDescription', { limit: details.memberLimit.limit ?? 0 })}</p>
        <Button asChild size="sm" className="w-fit">
          <Link to="/organizations/$id/billing" params={{ id: details.organization.id }}>
            {t('organizations.invitations.upgradeLink')}
          </Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
