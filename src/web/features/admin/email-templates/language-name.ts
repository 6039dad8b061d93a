import type { Locale } from '@shared/i18n/locales';
import { useMemo } from 'react';
import { useLocale } from '@/i18n/provider';

/** A language's name in the language the admin reads the page in ("German", "Deutsch", "allemand"). */
export function useLanguageName(): (locale: Locale) => string {
  const current = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([current], { type: 'language' });
    return (locale: Locale) => names.of(locale) ?? locale;
  }, [current]);
}
