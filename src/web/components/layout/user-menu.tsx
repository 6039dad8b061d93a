import { FolderKanban, Gauge, Home, KeyRound, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useT } from '@/i18n/provider';
import type { Me } from '@/lib/api/me';
import { useSignOut } from '@/lib/session';
import { MenuLink } from './menu-link';
import { avatarInitials, UserAvatar } from './user-avatar';

/** The signed-in user's menu: account, projects, usage, admin area (admins only), home, sign out. */
export function UserMenu({ me }: { me: Me }) {
  const t = useT();
  const signOut = useSignOut();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        // The name starts with the initials the button shows (WCAG 2.5.3, label in name).
        aria-label={t('layout.menu.open', { initials: avatarInitials(me.name, me.email) })}
        data-testid="user-menu-trigger"
      >
        <UserAvatar name={me.name} email={me.email} image={me.image} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          {me.name ? (
            <div className="truncate font-medium text-sm" translate="no">
              {me.name}
            </div>
          ) : (
            <div className="truncate font-medium text-sm">{t('layout.menu.yourAccount')}</div>
          )}
          <div className="truncate text-muted-foreground text-xs" translate="no">
            {me.email}
          </div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <MenuLink link={{ to: '/account' }} icon={UserRound} label={t('layout.menu.account')} />
        <MenuLink link={{ to: '/projects' }} icon={FolderKanban} label={t('layout.menu.projects')} />
        <MenuLink link={{ to: '/account/usage' }} icon={Gauge} label={t('layout.menu.usage')} />
        <MenuLink link={{ to: '/account/developers' }} icon={KeyRound} label={t('layout.menu.developers')} />
        {me.role === 'admin' ? (
          <MenuLink link={{ to: '/dashboard/admin' }} icon={ShieldCheck} label={t('layout.menu.admin')} />
        ) : null}
        <MenuLink link={{ to: '/' }} icon={Home} label={t('layout.menu.home')} />
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          disabled={signOut.isPending}
          onSelect={(event) => {
            event.preventDefault();
            signOut.mutate();
          }}
        >
          <LogOut /> {t('layout.menu.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
