import { PSEUDO_LOCALE } from '@shared/i18n/locales';
import { useEffect } from 'react';
import { useMe } from '@/features/auth/session';
import { getLocale, setLocale } from './store';

/**
 * A signed-in user's saved language wins over this browser's: when /api/me names one, the app
 * switches to it (and remembers it here, so the next visit starts in it).
 */
export function SavedLocale() {
  const saved = useMe().data?.locale;
  useEffect(() => {
    // The pseudo-language is a test's explicit choice: the account's language does not replace it.
    if (saved && getLocale() !== PSEUDO_LOCALE) void setLocale(saved);
  }, [saved]);
  return null;
}
