import { Languages } from 'lucide-react';
import { lazyNamed } from '@/components/deferred';
import { useT } from '@/i18n/provider';
import { DeferredMenuButton } from './deferred-menu-button';

const LanguageMenu = lazyNamed(() => import('./language-menu'), 'LanguageMenu');

/** The header's language button; its menu loads when first used. */
export function LanguageToggle() {
  const t = useT();
  return <DeferredMenuButton label={t('common.language.change')} icon={<Languages />} Menu={LanguageMenu} />;
}
