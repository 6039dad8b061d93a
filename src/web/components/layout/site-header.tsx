import { Link } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { lazy, useRef, useState } from 'react';
import { Deferred } from '@/components/deferred';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useMe } from '@/features/auth/session';
import { Logo } from './logo';
import { navLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';

// Menus load on demand: visitors never download the account menu, and nobody downloads the phone
// menu's sheet before opening it.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));
const loadMobileNavSheet = () => import('./mobile-nav-sheet');
const MobileNavSheet = lazy(() =>
  loadMobileNavSheet().then((module) => ({ default: module.MobileNavSheet })),
);
const preloadMobileNavSheet = () => {
  loadMobileNavSheet().catch(() => undefined);
};

const navLinkClass = 'text-muted-foreground text-sm font-medium transition-colors hover:text-foreground';

export function SiteHeader() {
  const me = useMe();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-6 md:flex">
          {navLinks.map((link) => (
            <Link
              key={link.label}
              to={link.to}
              hash={'hash' in link ? link.hash : undefined}
              className={navLinkClass}
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          {me.isPending ? (
            <Skeleton className="size-8 rounded-full" />
          ) : me.data ? (
            <Deferred fallback={<Skeleton className="size-8 rounded-full" />}>
              <UserMenu me={me.data} />
            </Deferred>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <Button variant="ghost" asChild>
                <Link to="/sign-in">Sign in</Link>
              </Button>
              <Button asChild>
                <Link to="/sign-up">Get started</Link>
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
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preloadMobileNavSheet}
        onFocus={preloadMobileNavSheet}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu />
      </Button>
      {used ? (
        <Deferred>
          <MobileNavSheet open={open} setOpen={setOpen} signedIn={signedIn} triggerRef={button} />
        </Deferred>
      ) : null}
    </>
  );
}
