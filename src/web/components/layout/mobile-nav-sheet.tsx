import { brand } from '@shared/brand';
import { Link } from '@tanstack/react-router';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { useT } from '@/i18n/provider';
import { useSignOut } from '@/lib/session';
import { navLinks, SiteLinks } from './nav-links';

/**
 * The phone menu's sheet, loaded when the "Open menu" button of the header (site-header.tsx) is
 * first used: the navigation links, then account or sign-in links.
 */
export function MobileNavSheet({
  open,
  setOpen,
  signedIn,
  triggerRef,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  signedIn: boolean;
  /** The button that opened it, focused again when it closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const t = useT();
  const signOut = useSignOut();
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent
        side="right"
        className="w-72"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle translate="no">{brand.name}</SheetTitle>
          <SheetDescription className="sr-only">{t('layout.mobile.description')}</SheetDescription>
        </SheetHeader>
        <nav aria-label={t('layout.mobile.nav')} className="flex flex-col gap-1 px-2">
          <SiteLinks
            links={navLinks}
            onClick={close}
            className="rounded-md px-3 py-2 font-medium text-sm hover:bg-accent"
          />
        </nav>
        <Separator />
        <div className="flex flex-col gap-2 px-4">
          {signedIn ? (
            <>
              <Button variant="outline" asChild>
                <Link to="/account" onClick={close}>
                  {t('layout.menu.account')}
                </Link>
              </Button>
              <Button variant="outline" asChild>
                <Link to="/projects" onClick={close}>
                  {t('layout.menu.projects')}
                </Link>
              </Button>
              <Button variant="outline" asChild>
                <Link to="/account/usage" onClick={close}>
                  {t('layout.menu.usage')}
                </Link>
              </Button>
              <Button variant="outline" asChild>
                <Link to="/account/developers" onClick={close}>
                  {t('layout.menu.developers')}
                </Link>
              </Button>
              <Button
                variant="ghost"
                loading={signOut.isPending}
                onClick={() => signOut.mutate(undefined, { onSuccess: close })}
              >
                {t('layout.menu.signOut')}
              </Button>
            </>
          ) : (
            <>
              <Button asChild>
                <Link to="/sign-up" onClick={close}>
                  {t('common.header.getStarted')}
                </Link>
              </Button>
              <Button variant="outline" asChild>
                <Link to="/sign-in" onClick={close}>
                  {t('common.header.signIn')}
                </Link>
              </Button>
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
