import { BadgeCheck, Ban, CircleDashed, ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import type { AdminUser } from '@/lib/api/admin-users';
import type { Role } from '@/lib/api/me';
import { formatDateTime } from '@/lib/utils';

export function RoleBadge({ role }: { role: Role }) {
  return role === 'admin' ? (
    <Badge data-testid="role-badge">
      <ShieldCheck /> Admin
    </Badge>
  ) : (
    <Badge variant="secondary" data-testid="role-badge">
      User
    </Badge>
  );
}

/** "until 3 Jun 2025, 10:00" or "permanently". */
export function banDuration(banExpires: string | null): string {
  return banExpires ? `until ${formatDateTime(banExpires)}` : 'permanently';
}

/** Active or Banned; a banned badge tells the reason and expiry on hover and keyboard focus. */
export function StatusBadge({ user }: { user: Pick<AdminUser, 'banned' | 'banReason' | 'banExpires'> }) {
  if (!user.banned) {
    return (
      <Badge variant="success" data-testid="status-badge">
        Active
      </Badge>
    );
  }
  const summary = `${banDuration(user.banExpires)}, reason: ${user.banReason || 'none given'}`;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* A tap shows the reason here; it does not open the row. */}
        <span className="inline-flex" data-row-click="ignore">
          <Badge variant="destructive" data-testid="status-badge">
            <Ban /> Banned<span className="sr-only">. {summary}</span>
          </Badge>
        </span>
      </TooltipTrigger>
      <TooltipContent>
        <p className="font-medium">Banned {banDuration(user.banExpires)}</p>
        <p>Reason: {user.banReason || 'none given'}</p>
      </TooltipContent>
    </Tooltip>
  );
}

export function VerifiedMark({ verified }: { verified: boolean }) {
  return verified ? (
    <span className="inline-flex items-center gap-1 text-success text-xs">
      <BadgeCheck className="size-4" aria-hidden="true" /> Verified
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-muted-foreground text-xs">
      <CircleDashed className="size-4" aria-hidden="true" /> Unverified
    </span>
  );
}
