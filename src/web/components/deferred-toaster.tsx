import { useEffect, useState } from 'react';
import type { ToasterProps } from 'sonner';
import { Deferred, lazyNamed } from './deferred';

const Toaster = lazyNamed(() => import('@/components/ui/sonner'), 'Toaster');

/** What counts as the visitor doing something. */
const INTERACTIONS = ['pointerdown', 'keydown', 'click', 'touchstart'] as const;
/** Raised by showToasterNow. */
const NEEDED_NOW = 'deferred-toaster:needed';
/** Set by showToasterNow, for a toaster whose listener is not attached yet (effects run child first). */
let neededNow = false;

/**
 * Mounts the toaster without waiting for an interaction: for a toast that answers something the
 * visitor did on another page (a provider link that came back through redirects).
 */
export function showToasterNow(): void {
  neededNow = true;
  window.dispatchEvent(new Event(NEEDED_NOW));
}

/**
 * The toaster (sonner), loaded and mounted at the visitor's first interaction (a press, a key, a
 * click) rather than with the page: every toast of the app answers something the visitor did,
 * and sonner shows the toasts created before its toaster mounted, so none is lost, while a page
 * that is only read never downloads it. A toast raised with no interaction at all (say, on page
 * load) appears at the first one, unless its page calls showToasterNow.
 */
export function DeferredToaster(props: ToasterProps) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return;
    const need = () => setNeeded(true);
    if (neededNow) return need();
    for (const type of INTERACTIONS) window.addEventListener(type, need, { capture: true, passive: true });
    window.addEventListener(NEEDED_NOW, need);
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, need, { capture: true });
      window.removeEventListener(NEEDED_NOW, need);
    };
  }, [needed]);
  return needed ? (
    <Deferred>
      <Toaster {...props} />
    </Deferred>
  ) : null;
}
