import { Monitor, Moon, Sun } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useT } from '@/i18n/provider';
import { type Theme, useTheme } from '@/lib/theme';
import { focusFirstItemOnce, type OpenedWith } from './deferred-menu-button';

/** The theme menu (light, dark, system), rendered open when the header's theme button is first used. */
export function ThemeMenu({ openedWith }: { openedWith?: OpenedWith }) {
  const { theme, resolvedTheme, setTheme } = useTheme();
  const t = useT();
  const onFocus = useMemo(() => focusFirstItemOnce(openedWith), [openedWith]);
  return (
    <DropdownMenu defaultOpen={openedWith !== undefined}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('common.theme.change')}>
          {resolvedTheme === 'dark' ? <Moon /> : <Sun />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" onFocus={onFocus}>
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
          <DropdownMenuRadioItem value="light">
            <Sun /> {t('common.theme.light')}
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="dark">
            <Moon /> {t('common.theme.dark')}
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="system">
            <Monitor /> {t('common.theme.system')}
          </DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
