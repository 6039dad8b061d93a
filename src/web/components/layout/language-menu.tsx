import { LOCALES, localeName } from '@shared/i18n/locales';
import { Languages } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLocale, useT } from '@/i18n/provider';
import { useChooseLanguage } from '@/i18n/use-choose-language';
import { focusFirstItemOnce, type OpenedWith } from './deferred-menu-button';

/** The language menu, rendered open when the header's language button is first used. */
export function LanguageMenu({ openedWith }: { openedWith?: OpenedWith }) {
  const t = useT();
  const locale = useLocale();
  const choose = useChooseLanguage();
  const onFocus = useMemo(() => focusFirstItemOnce(openedWith), [openedWith]);
  return (
    <DropdownMenu defaultOpen={openedWith !== undefined}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('common.language.change')}>
          <Languages />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" onFocus={onFocus}>
        <DropdownMenuRadioGroup value={locale} onValueChange={(value) => void choose(value)}>
          {LOCALES.map((code) => (
            // A language's name is written in that language, whatever the page's language is.
            <DropdownMenuRadioItem key={code} value={code} lang={code} translate="no">
              {localeName(code)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
