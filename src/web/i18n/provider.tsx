/**
 * React's view of the i18n store: `useT()` for messages, `<FormattedMessage>` for messages with
 * links or emphasis inside, `useLocale()`.
 */
import { Children, type ReactNode, useCallback, useSyncExternalStore } from 'react';
import {
  type AppLocale,
  getLocale,
  getTranslator,
  type MessageValues,
  type RichValues,
  subscribe,
} from './store';

/**
 * Everything below renders again, from scratch, in a new language when it changes: formatters
 * called while rendering (dates, money) follow it too, not only the components that ask for
 * messages.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return <LanguageScope key={locale}>{children}</LanguageScope>;
}

function LanguageScope({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** `t('area.key', values)`: a message as a string. Rich text (links, bold) uses <FormattedMessage>. */
export function useT() {
  const translator = useSyncExternalStore(subscribe, getTranslator, getTranslator);
  return useCallback(
    (id: string, values?: MessageValues) => String(translator.format(id, values)),
    [translator],
  );
}

export function useLocale(): AppLocale {
  return useSyncExternalStore(subscribe, getLocale, getLocale);
}

/** A message with React elements inside: `values={{ email, b: (chunks) => <b>{chunks}</b> }}`. */
export function FormattedMessage({ id, values }: { id: string; values?: RichValues }) {
  const translator = useSyncExternalStore(subscribe, getTranslator, getTranslator);
  const parts = translator.format(id, values);
  // Rich text comes back as a list of strings and elements: React wants keys on a list.
  return <>{Array.isArray(parts) ? Children.toArray(parts) : parts}</>;
}
