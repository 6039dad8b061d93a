import { LOCALES, localeName } from '@shared/i18n/locales';
import { Languages } from 'lucide-react';
import { useLocale, useT } from '@/i18n/provider';
import { useChooseLanguage } from '@/i18n/use-choose-language';
import type { OpenedWith } from './deferred-menu-button';
import { HeaderRadioMenu } from './header-radio-menu';

/** The language menu, rendered open when the header's language button is first used. */
export function LanguageMenu({ openedWith }: { openedWith?: OpenedWith }) {
  const t = useT();
  const choose = useChooseLanguage();
  return (
    <HeaderRadioMenu
      openedWith={openedWith}
      label={t('common.language.change')}
      icon={<Languages />}
      value={useLocale()}
      onChange={(value) => void choose(value)}
      // A language's name is written in that language, whatever the page's language is.
      items={LOCALES.map((code) => ({ value: code, label: localeName(code), lang: code }))}
    />
  );
}
