import type { PublicPopup } from '@shared/contracts/marketing';
import { useRouterState } from '@tanstack/react-router';
import { lazy, useEffect, useRef, useState } from 'react';
import { Deferred } from '@/components/deferred';
import { matchesTargetPages, popupAllowed, rememberPopupShown } from './storage';
import { trackMarketing, useActiveMarketing } from './use-marketing';

const loadPopupDialog = () => import('./popup-dialog');
const PopupDialog = lazy(() => loadPopupDialog().then((module) => ({ default: module.PopupDialog })));

/**
 * The active popups of the page: each one whose target pages match the path and whose display
 * frequency allows it waits for its trigger (delay, scroll depth or exit intent, whichever comes
 * first; none at all opens it at once). At most one popup opens per page view. Opening counts an
 * impression and records the showing (frequency); closing without acting counts a dismissal.
 * The dialog's code is loaded only on a page that has a popup waiting for its trigger.
 */
export function MarketingPopups() {
  const { data } = useActiveMarketing();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [open, setOpen] = useState<PublicPopup | null>(null);
  const acted = useRef(false);
  const shownThisView = useRef(false);

  useEffect(() => {
    shownThisView.current = false;
    const candidates = (data?.popups ?? []).filter(
      (popup) => matchesTargetPages(popup.targetPages, pathname) && popupAllowed(popup),
    );
    if (candidates.length === 0) return;
    // Fetched while the trigger waits; a failure shows up (and is retried) when the popup opens.
    loadPopupDialog().catch(() => undefined);
    const cleanups: Array<() => void> = [];
    const show = (popup: PublicPopup) => {
      if (shownThisView.current || !popupAllowed(popup)) return;
      shownThisView.current = true;
      acted.current = false;
      rememberPopupShown(popup);
      trackMarketing({ kind: 'popup', id: popup.id, event: 'impression' });
      setOpen(popup);
      for (const cleanup of cleanups) cleanup();
    };
    for (const popup of candidates) {
      const { delaySeconds, scrollPercent, exitIntent } = popup.trigger;
      const hasTrigger = delaySeconds !== undefined || scrollPercent !== undefined || exitIntent;
      if (!hasTrigger || delaySeconds !== undefined) {
        const timer = window.setTimeout(() => show(popup), (delaySeconds ?? 0) * 1000);
        cleanups.push(() => window.clearTimeout(timer));
      }
      if (scrollPercent !== undefined) {
        const onScroll = () => {
          const element = document.documentElement;
          const scrollable = element.scrollHeight - window.innerHeight;
          const percent = scrollable <= 0 ? 100 : (window.scrollY / scrollable) * 100;
          if (percent >= scrollPercent) show(popup);
        };
        window.addEventListener('scroll', onScroll, { passive: true });
        cleanups.push(() => window.removeEventListener('scroll', onScroll));
      }
      if (exitIntent && window.matchMedia('(pointer: fine)').matches) {
        // The pointer leaving the page through the top edge (towards the tabs or the address bar).
        const onLeave = (event: MouseEvent) => {
          if (!event.relatedTarget && event.clientY <= 0) show(popup);
        };
        document.documentElement.addEventListener('mouseleave', onLeave);
        cleanups.push(() => document.documentElement.removeEventListener('mouseleave', onLeave));
      }
    }
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  }, [data, pathname]);

  const close = () => {
    if (open && !acted.current) trackMarketing({ kind: 'popup', id: open.id, event: 'dismiss' });
    setOpen(null);
  };

  if (!open) return null;
  return (
    <Deferred>
      <PopupDialog
        popup={open}
        onClose={close}
        onCtaClick={() => {
          acted.current = true;
          trackMarketing({ kind: 'popup', id: open.id, event: 'click' });
        }}
        onSubscribed={() => {
          // The sign-up itself counts the conversion on the server.
          acted.current = true;
        }}
      />
    </Deferred>
  );
}
