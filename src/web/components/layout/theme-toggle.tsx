import { Moon, Sun } from 'lucide-react';
import { lazyNamed } from '@/components/deferred';
import { useT } from '@/i18n/provider';
import { useTheme } from '@/lib/theme';
import { DeferredMenuButton } from './deferred-menu-button';

const ThemeMenu = lazyNamed(() => import('./theme-menu'), 'ThemeMenu');

/** The theme button of every layout; its menu loads when first used. */
export function ThemeToggle() {
  const { resolvedTheme } = useTheme();
  const t = useT();
  return (
    <DeferredMenuButton
      label={t('common.theme.change')}
      icon={resolvedTheme === 'dark' ? <Moon /> : <Sun />}
      Menu={ThemeMenu}
    />
  );
}
