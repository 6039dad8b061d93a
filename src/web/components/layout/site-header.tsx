import { Link } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { Deferred, lazyNamed, useDeferredDialog } from '@/components/deferred';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/provider';
import { useMe } from '@/lib/session';
import { LanguageToggle } from './language-toggle';
import { Logo } from './logo';
import { navLinks, SiteLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';

// Menus load on demand: visitors never download the account menu, and nobody downloads the phone
// menu's sheet before opening it.
const UserMenu = lazyNamed(() => import('./user-menu'), 'UserMenu');
const OrganizationSwitcher = lazyNamed(() => import('./organization-switcher'), 'OrganizationSwitcher');
const MobileNavSheet = lazyNamed(() => import('./mobile-nav-sheet'), 'MobileNavSheet');

const navLinkClass = 'text-muted-foreground text-sm font-medium transition-colors hover:text-foreground';

export function SiteHeader() {
  const me = useMe();
  const t = useT();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:gap-6 sm:px-6">
        <Logo />
        <nav aria-label={t('common.header.mainNav')} className="hidden items-center gap-6 md:flex">
          <SiteLinks links={navLinks} className={navLinkClass} />
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
          <LanguageToggle />
          <ThemeToggle />
          {me.isPending ? (
            <Skeleton className="size-8 rounded-full" />
          ) : me.data ? (
            <Deferred fallback={<Skeleton className="size-8 rounded-full" />}>
              <OrganizationSwitcher me={me.data} />
              <UserMenu me={me.data} />
            </Deferred>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <Button variant="ghost" asChild>
                <Link to="/sign-in">{t('common.header.signIn')}</Link>
              </Button>
              <Button asChild>
                <Link to="/sign-up">{t('common.header.getStarted')}</Link>
              </Button>
            </div>
          )}
          <MobileNav signedIn={Boolean(me.data)} />
        </div>
      </div>
    </header>
  );
}

function MobileNav({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const sheet = useDeferredDialog(MobileNavSheet.preload);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={t('common.header.openMenu')}
        {...sheet.trigger}
      >
        <Menu />
      </Button>
      {sheet.used ? (
        <Deferred>
          <MobileNavSheet
            open={sheet.open}
            setOpen={sheet.setOpen}
            signedIn={signedIn}
            triggerRef={sheet.triggerRef}
          />
        </Deferred>
      ) : null}
    </>
  );
}
