import { Moon, Sun } from 'lucide-react';
import { lazyNamed } from '@/components/deferred';
import { useT } from '@/i18n/provider';
import { DeferredMenuButton } from './deferred-menu-button';

const ThemeMenu = lazyNamed(() => import('./theme-menu'), 'ThemeMenu');

/**
 * The theme button of every layout; its menu loads when first used. Its icon follows the `.dark`
 * class by CSS, so a server-rendered page hydrates in the visitor's theme without a second render.
 */
export function ThemeToggle() {
  const t = useT();
  return (
    <DeferredMenuButton
      label={t('common.theme.change')}
      icon={
        <>
          <Sun className="dark:hidden" />
          <Moon className="hidden dark:block" />
        </>
      }
      Menu={ThemeMenu}
    />
  );
}
