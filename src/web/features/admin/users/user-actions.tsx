import type { AdminUser } from '@shared/contracts/admin-users';
import { CircleSlash, ScrollText, ShieldCheck, ShieldMinus, ShieldPlus, UserRoundCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { useMe } from '@/lib/session';
import { BanDialog } from './ban-dialog';
import { ConfirmActionDialog, type SimpleAction } from './confirm-action-dialog';
import { ImpersonateButton } from './impersonate-button';

/**
 * The actions that apply to this user, each behind a confirmation. Never offered: promoting an
 * admin, demoting a user, banning the banned, and banning or demoting yourself.
 */
export function UserActions({
  user,
  busy,
  onOpenAuditLog,
}: {
  user: AdminUser;
  busy: boolean;
  onOpenAuditLog: () => void;
}) {
  const me = useMe();
  const t = useT();
  const isMe = me.data?.id === user.id;
  const [confirming, setConfirming] = useState<SimpleAction | null>(null);
  const [banOpen, setBanOpen] = useState(false);

  return (
    <div className="grid grid-cols-1 gap-2">
      <div className="flex flex-wrap gap-2" data-testid="user-actions">
        {user.role === 'user' ? (
          <Button size="sm" onClick={() => setConfirming('promote')} disabled={busy}>
            <ShieldPlus /> {t('admin-users.actions.promote')}
          </Button>
        ) : null}
        {user.role === 'admin' && !isMe ? (
          <Button size="sm" variant="outline" onClick={() => setConfirming('demote')} disabled={busy}>
            <ShieldMinus /> {t('admin-users.actions.demote')}
          </Button>
        ) : null}
        {user.banned ? (
          <Button size="sm" variant="outline" onClick={() => setConfirming('unban')} disabled={busy}>
            <UserRoundCheck /> {t('admin-users.actions.unban')}
          </Button>
        ) : !isMe ? (
          <Button size="sm" variant="destructive" onClick={() => setBanOpen(true)} disabled={busy}>
            <CircleSlash /> {t('admin-users.actions.ban')}
          </Button>
        ) : null}
        {user.role === 'user' && !user.banned && !isMe ? <ImpersonateButton user={user} busy={busy} /> : null}
        <Button size="sm" variant="ghost" onClick={onOpenAuditLog}>
          <ScrollText /> {t('admin-users.actions.auditLog')}
        </Button>
      </div>
      {isMe ? (
        <p className="flex items-center gap-1.5 text-muted-foreground text-xs">
          <ShieldCheck className="size-3.5" /> {t('admin-users.actions.isYou')}
        </p>
      ) : null}
      <ConfirmActionDialog user={user} action={confirming} onOpenChange={() => setConfirming(null)} />
      <BanDialog user={user} open={banOpen} onOpenChange={setBanOpen} />
    </div>
  );
}
