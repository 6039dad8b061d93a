import { PSEUDO_LOCALE } from '@shared/i18n/locales';
import { useEffect } from 'react';
import { useMe } from '@/lib/session';
import { getLocale, setLocale } from './store';

/**
 * The saved language last applied. The app renders afresh when the language changes, and this
 * component with it: only a saved language it has not applied yet may switch the app (else a
 * choice made on this page would be undone by the old saved one, before the save comes back).
 */
let applied: string | undefined;

/**
 * A signed-in user's saved language wins over this browser's: when /api/me names one, the app
 * switches to it (and remembers it here, so the next visit starts in it).
 */
export function SavedLocale() {
  const saved = useMe().data?.locale;
  useEffect(() => {
    if (!saved || saved === applied) return;
    applied = saved;
    // The pseudo-language is a test's explicit choice: the account's language does not replace it.
    if (getLocale() !== PSEUDO_LOCALE) void setLocale(saved);
  }, [saved]);
  return null;
}
