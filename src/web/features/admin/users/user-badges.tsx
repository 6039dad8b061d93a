import type { AdminUser } from '@shared/contracts/admin-users';
import { BadgeCheck, Ban, CircleDashed, ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { FormattedMessage, useT } from '@/i18n/provider';
import { t } from '@/i18n/store';
import type { Role } from '@/lib/api/me';
import { labelIds } from '@/lib/label-ids';
import type { LabelIds } from '@/lib/labels';
import { formatDateTime } from '@/lib/utils';

/** A role in words (message ids). */
export const ROLE_LABELS = labelIds('admin-users.role', ['admin', 'user']) satisfies LabelIds<Role>;

export function RoleBadge({ role }: { role: Role }) {
  const t = useT();
  return role === 'admin' ? (
    <Badge data-testid="role-badge">
      <ShieldCheck /> {t(ROLE_LABELS.admin)}
    </Badge>
  ) : (
    <Badge variant="secondary" data-testid="role-badge">
      {t(ROLE_LABELS.user)}
    </Badge>
  );
}

/** "Banned until 3 Jun 2025, 10:00" or "Banned permanently". */
export function bannedText(banExpires: string | null): string {
  return banExpires
    ? t('admin-users.banned.until', { date: formatDateTime(banExpires) })
    : t('admin-users.banned.permanently');
}

/** "Reason: …" (the admin's own words, marked as content), or that none was given. */
export function BanReason({ reason }: { reason: string | null }) {
  const t = useT();
  return reason ? (
    <FormattedMessage
      id="admin-users.banned.reason"
      values={{ reason: <span data-content>{reason}</span> }}
    />
  ) : (
    t('admin-users.banned.noReason')
  );
}

/** Active or Banned; a banned badge tells the reason and expiry on hover and keyboard focus. */
export function StatusBadge({ user }: { user: Pick<AdminUser, 'banned' | 'banReason' | 'banExpires'> }) {
  const t = useT();
  if (!user.banned) {
    return (
      <Badge variant="success" data-testid="status-badge">
        {t('admin-users.status.active')}
      </Badge>
    );
  }
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* A tap shows the reason here; it does not open the row. */}
        <span className="inline-flex" data-row-click="ignore">
          <Badge variant="destructive" data-testid="status-badge">
            <Ban /> {t('admin-users.status.banned')}
            <span className="sr-only">
              . {bannedText(user.banExpires)}. <BanReason reason={user.banReason} />
            </span>
          </Badge>
        </span>
      </TooltipTrigger>
      <TooltipContent>
        <p className="font-medium">{bannedText(user.banExpires)}</p>
        <p>
          <BanReason reason={user.banReason} />
        </p>
      </TooltipContent>
    </Tooltip>
  );
}

export function VerifiedMark({ verified }: { verified: boolean }) {
  const t = useT();
  return verified ? (
    <span className="inline-flex items-center gap-1 text-success text-xs">
      <BadgeCheck className="size-4" aria-hidden="true" /> {t('admin-users.verified')}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-muted-foreground text-xs">
      <CircleDashed className="size-4" aria-hidden="true" /> {t('admin-users.unverified')}
    </span>
  );
}
