import { useEffect, useState } from 'react';
import type { ToasterProps } from 'sonner';
import { Deferred, lazyNamed } from './deferred';

const Toaster = lazyNamed(() => import('@/components/ui/sonner'), 'Toaster');

/** What counts as the visitor doing something. */
const INTERACTIONS = ['pointerdown', 'keydown', 'click', 'touchstart'] as const;

/**
 * The toaster (sonner), loaded and mounted at the visitor's first interaction (a press, a key, a
 * click) rather than with the page: every toast of the app answers something the visitor did,
 * and sonner shows the toasts created before its toaster mounted, so none is lost, while a page
 * that is only read never downloads it. A toast raised with no interaction at all (say, on page
 * load) appears at the first one; render <Toaster> from components/ui/sonner directly if that
 * ever matters.
 */
export function DeferredToaster(props: ToasterProps) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return;
    const need = () => setNeeded(true);
    for (const type of INTERACTIONS) window.addEventListener(type, need, { capture: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, need, { capture: true });
    };
  }, [needed]);
  return needed ? (
    <Deferred>
      <Toaster {...props} />
    </Deferred>
  ) : null;
}
