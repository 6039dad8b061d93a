import { useRef } from 'react';

type FocusHandler = (event: Event) => void;

/**
 * Gives focus back to what had it when a dialog opened (WCAG 2.4.3). Radix returns focus to the
 * dialog's Trigger only, and most of our dialogs open from state (a row's button, a menu item, a
 * select) with no Trigger, so focus fell to the page's start. The opener is read in
 * `onOpenAutoFocus`, which runs before focus moves inside (the content's component is rendered
 * while closed too, so its first render is too early). The caller's own handlers run first; a
 * caller that prevents the close event's default keeps the say.
 */
export function useReturnFocus(handlers: {
  onOpenAutoFocus?: FocusHandler;
  onCloseAutoFocus?: FocusHandler;
}) {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      if (event.defaultPrevented) return;
      // Gone (its row was removed, the page changed) or nothing in particular: Radix's default.
      if (!(element instanceof HTMLElement) || !element.isConnected || element === document.body) return;
      event.preventDefault();
      element.focus({ preventScroll: true });
    },
  };
}
