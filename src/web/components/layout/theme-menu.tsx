import { Monitor, Moon, Sun } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { type Theme, useTheme } from '@/lib/theme';

/**
 * The theme menu (light, dark, system) behind the header's theme button: loaded and rendered open
 * when that button (theme-toggle.tsx) is first used, by a pointer or by the keyboard.
 */
export function ThemeMenu({ openedWith }: { openedWith?: 'pointer' | 'keyboard' }) {
  const { theme, resolvedTheme, setTheme } = useTheme();
  // Opened from the keyboard, a menu starts on its first item; the menu only learns how it was
  // opened from keys pressed while it is mounted, so the first opening is done here.
  const focusFirstItem = useRef(openedWith === 'keyboard');
  return (
    <DropdownMenu defaultOpen={openedWith !== undefined}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Change theme">
          {resolvedTheme === 'dark' ? <Moon /> : <Sun />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onFocus={(event) => {
          // The menu focuses itself as it opens; from the keyboard, go on to the first item.
          if (!focusFirstItem.current || event.target !== event.currentTarget) return;
          focusFirstItem.current = false;
          event.currentTarget
            .querySelector<HTMLElement>('[role^="menuitem"]')
            ?.focus({ preventScroll: true });
        }}
      >
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
          <DropdownMenuRadioItem value="light">
            <Sun /> Light
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="dark">
            <Moon /> Dark
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="system">
            <Monitor /> System
          </DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
