import { brand } from '@shared/brand';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { ExternalLink, Menu } from 'lucide-react';
import { useState } from 'react';
import { LanguageToggle } from '@/components/layout/language-toggle';
import { LogoMark } from '@/components/layout/logo';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { UserMenu } from '@/components/layout/user-menu';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { ImpersonationBar } from '@/features/account/security/impersonation-bar';
import { PastDueBanner } from '@/features/billing/past-due-banner';
import { ForbiddenPage } from '@/features/errors/forbidden-page';
import { PublicShell } from '@/features/shell/public-shell';
import { useT } from '@/i18n/provider';
import { useMe } from '@/lib/session';
import { cn } from '@/lib/utils';
import { type AdminArea, type AdminNavGroup, useAdminNav } from './nav';

/**
 * The frame of every /dashboard/admin page. The server already refuses non-admins (403) before
 * sending the page; this repeats the check for client-side navigation.
 */
export function AdminLayout() {
  const me = useMe();
  const location = useLocation();
  const t = useT();

  if (me.isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner />
      </div>
    );
  }
  // The route's guard sends signed-out visitors to sign-in before this renders; a null here means
  // the session just ended (sign-out navigates away itself). No automatic redirect from here: it
  // would race the sign-out navigation and loop on its own changing location.
  if (!me.data) {
    return (
      <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
        <p className="text-muted-foreground">{t('admin.layout.signedOut')}</p>
        <Button asChild>
          <Link to="/sign-in" search={{ redirect: location.href }}>
            {t('admin.layout.signIn')}
          </Link>
        </Button>
      </div>
    );
  }
  if (me.data.role !== 'admin') {
    return (
      <PublicShell>
        <ForbiddenPage me={me.data} />
      </PublicShell>
    );
  }

  return (
    <div className="min-h-dvh bg-background lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="sticky top-0 hidden h-dvh flex-col border-sidebar-border border-r bg-sidebar text-sidebar-foreground lg:flex">
        <SidebarContent />
      </aside>
      <div className="flex min-w-0 flex-col">
        <ImpersonationBar />
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b bg-background/80 px-4 backdrop-blur sm:px-6">
          <MobileSidebar />
          <CurrentAreaTitle />
          <div className="ml-auto flex items-center gap-2">
            <Button variant="ghost" size="sm" asChild className="hidden sm:inline-flex">
              <Link to="/">
                <ExternalLink /> {t('admin.layout.viewSite')}
              </Link>
            </Button>
            <LanguageToggle />
            <ThemeToggle />
            <UserMenu me={me.data} />
          </div>
        </header>
        <PastDueBanner />
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

function CurrentAreaTitle() {
  const { pathname } = useLocation();
  const t = useT();
  const area = findArea(useAdminNav(), pathname);
  return (
    <div className="min-w-0 truncate text-sm">
      <span className="text-muted-foreground">{t('admin.layout.admin')}</span>
      {area ? (
        <>
          <span className="mx-1.5 text-muted-foreground">/</span>
          <span className="font-medium">{t(area.label)}</span>
        </>
      ) : null}
    </div>
  );
}

/** The deepest area whose path is a prefix of the current path ("Blog tags" beats "Blog"). */
function findArea(nav: AdminNavGroup[], pathname: string): AdminArea | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return nav
    .flatMap((group) => group.areas)
    .sort((a, b) => b.path.length - a.path.length)
    .find((area) => path === area.path || path.startsWith(`${area.path}/`));
}

function MobileSidebar() {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="-ml-2 lg:hidden"
          aria-label={t('admin.layout.openNav')}
        >
          <Menu />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="w-72 gap-0 bg-sidebar p-0 text-sidebar-foreground">
        <SheetTitle className="sr-only">{t('admin.layout.navTitle')}</SheetTitle>
        <SheetDescription className="sr-only">{t('admin.layout.navDescription')}</SheetDescription>
        <SidebarContent onNavigate={() => setOpen(false)} />
      </SheetContent>
    </Sheet>
  );
}

function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const t = useT();
  const nav = useAdminNav();
  const active = findArea(nav, pathname);
  return (
    <>
      <div className="flex h-14 shrink-0 items-center gap-2 border-sidebar-border border-b px-4">
        <Link to="/dashboard/admin" onClick={onNavigate} className="flex items-center gap-2 font-semibold">
          <LogoMark className="size-6" />
          <span className="truncate" translate="no">
            {brand.name}
          </span>
        </Link>
        <span className="rounded bg-primary/10 px-1.5 py-0.5 font-medium text-[10px] text-primary uppercase tracking-wide">
          {t('admin.layout.admin')}
        </span>
      </div>
      <nav aria-label={t('admin.layout.admin')} className="flex-1 overflow-y-auto px-3 py-4">
        {nav.map((group) => (
          <div key={group.label} className="mb-5">
            <p className="mb-1.5 px-2 font-medium text-muted-foreground text-xs">{t(group.label)}</p>
            <ul className="grid gap-0.5">
              {group.areas.map((area) => {
                const isActive = active?.path === area.path;
                return (
                  <li key={area.path}>
                    <Link
                      to={area.path}
                      onClick={onNavigate}
                      aria-current={isActive ? 'page' : undefined}
                      className={cn(
                        'flex items-center gap-2.5 rounded-md px-2 py-1.5 text-sm transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground',
                        isActive
                          ? 'bg-sidebar-accent font-medium text-sidebar-accent-foreground'
                          : 'text-sidebar-foreground/80',
                      )}
                    >
                      <area.icon
                        className={cn('size-4', isActive ? 'text-primary' : 'text-muted-foreground')}
                      />
                      {t(area.label)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
    </>
  );
}
