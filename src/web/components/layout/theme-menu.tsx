import { Monitor, Moon, Sun } from 'lucide-react';
import { useT } from '@/i18n/provider';
import { type Theme, useTheme } from '@/lib/theme';
import type { OpenedWith } from './deferred-menu-button';
import { HeaderRadioMenu } from './header-radio-menu';

/** The theme menu (light, dark, system), rendered open when the header's theme button is first used. */
export function ThemeMenu({ openedWith }: { openedWith?: OpenedWith }) {
  const { theme, resolvedTheme, setTheme } = useTheme();
  const t = useT();
  return (
    <HeaderRadioMenu
      openedWith={openedWith}
      label={t('common.theme.change')}
      icon={resolvedTheme === 'dark' ? <Moon /> : <Sun />}
      value={theme}
      onChange={(value) => setTheme(value as Theme)}
      items={[
        {
          value: 'light',
          label: (
            <>
              <Sun /> {t('common.theme.light')}
            </>
          ),
        },
        {
          value: 'dark',
          label: (
            <>
              <Moon /> {t('common.theme.dark')}
            </>
          ),
        },
        {
          value: 'system',
          label: (
            <>
              <Monitor /> {t('common.theme.system')}
            </>
          ),
        },
      ]}
    />
  );
}
