import type { ComponentProps, ComponentType, FocusEvent, ReactNode } from 'react';
import { useState } from 'react';
import { Deferred } from '@/components/deferred';
import { Button } from '@/components/ui/button';

export type OpenedWith = 'pointer' | 'keyboard';

/**
 * A header menu button (theme, language). Until it is first used it is a plain button, so a page
 * read without touching it never downloads the menu's code; pressing it (pointer, or Enter, Space
 * or ↓ as a menu button takes them) loads the menu and opens it.
 */
export function DeferredMenuButton({
  label,
  icon,
  Menu,
}: {
  label: string;
  icon: ReactNode;
  Menu: ComponentType<{ openedWith?: OpenedWith }> & { preload: () => void };
}) {
  const [openedWith, setOpenedWith] = useState<OpenedWith>();
  const button = (handlers: ComponentProps<'button'> = {}) => (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...handlers}
    >
      {icon}
    </Button>
  );
  if (openedWith) {
    return (
      <Deferred fallback={button()}>
        <Menu openedWith={openedWith} />
      </Deferred>
    );
  }
  return button({
    onPointerEnter: Menu.preload,
    onFocus: Menu.preload,
    onPointerDown: (event) => {
      if (event.button !== 0 || event.ctrlKey) return;
      // As the menu's own trigger does: the opening menu takes the focus, not the button.
      event.preventDefault();
      setOpenedWith('pointer');
    },
    onKeyDown: (event) => {
      if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
      event.preventDefault();
      setOpenedWith('keyboard');
    },
    // Assistive technologies may send a click alone (and expect what a key would do).
    onClick: () => setOpenedWith('keyboard'),
  });
}

/**
 * For the menu's content: opened from the keyboard, a menu starts on its first item; the menu
 * only learns how it was opened from keys pressed while it is mounted, so the first opening is
 * done here.
 */
export function focusFirstItemOnce(openedWith: OpenedWith | undefined) {
  let pending = openedWith === 'keyboard';
  return (event: FocusEvent<HTMLDivElement>) => {
    // The menu focuses itself as it opens; from the keyboard, go on to the first item.
    if (!pending || event.target !== event.currentTarget) return;
    pending = false;
    event.currentTarget.querySelector<HTMLElement>('[role^="menuitem"]')?.focus({ preventScroll: true });
  };
}
