import { Link } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { useMe, useSignOut } from '@/features/auth/session';
import { site } from '@/lib/site';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

const navLinks = [
  { label: 'Features', to: '/', hash: 'features' },
  { label: 'Stack', to: '/', hash: 'stack' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Blog', to: '/blog' },
  { label: 'Contact', to: '/contact' },
] as const;

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
            <UserMenu me={me.data} />
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
  const signOut = useSignOut();
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-72">
        <SheetHeader>
          <SheetTitle>{site.name}</SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="flex flex-col gap-1 px-2">
          {navLinks.map((link) => (
            <Link
              key={link.label}
              to={link.to}
              hash={'hash' in link ? link.hash : undefined}
              onClick={close}
              className="rounded-md px-3 py-2 font-medium text-sm hover:bg-accent"
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <Separator />
        <div className="flex flex-col gap-2 px-4">
          {signedIn ? (
            <>
              <Button variant="outline" asChild>
                <Link to="/account" onClick={close}>
                  Account
                </Link>
              </Button>
              <Button
                variant="ghost"
                loading={signOut.isPending}
                onClick={() => signOut.mutate(undefined, { onSuccess: close })}
              >
                Sign out
              </Button>
            </>
          ) : (
            <>
              <Button asChild>
                <Link to="/sign-up" onClick={close}>
                  Get started
                </Link>
              </Button>
              <Button variant="outline" asChild>
                <Link to="/sign-in" onClick={close}>
                  Sign in
                </Link>
              </Button>
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
