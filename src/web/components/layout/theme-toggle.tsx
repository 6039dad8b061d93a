import { Moon, Sun } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { Deferred, lazyNamed } from '@/components/deferred';
import { Button } from '@/components/ui/button';
import { useTheme } from '@/lib/theme';

const ThemeMenu = lazyNamed(() => import('./theme-menu'), 'ThemeMenu');

/**
 * The theme button of every layout. Until it is first used it is a plain button, so a page read
 * without touching it never downloads the menu's code; pressing it (pointer, or Enter, Space or
 * ↓ as a menu button takes them) loads the menu and opens it.
 */
export function ThemeToggle() {
  const { resolvedTheme } = useTheme();
  const [openedWith, setOpenedWith] = useState<'pointer' | 'keyboard'>();
  const button = (handlers: ComponentProps<'button'> = {}) => (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Change theme"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...handlers}
    >
      {resolvedTheme === 'dark' ? <Moon /> : <Sun />}
    </Button>
  );
  if (openedWith) {
    return (
      <Deferred fallback={button()}>
        <ThemeMenu openedWith={openedWith} />
      </Deferred>
    );
  }
  return button({
    onPointerEnter: ThemeMenu.preload,
    onFocus: ThemeMenu.preload,
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
