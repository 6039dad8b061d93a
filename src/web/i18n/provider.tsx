/** React's view of the i18n store: the provider, `useT()` for messages and `useLocale()`. */
import { type ReactNode, useCallback, useSyncExternalStore } from 'react';
import { RawIntlProvider, useIntl } from 'react-intl';
import { type AppLocale, getIntl, getLocale, type MessageValues, subscribe } from './store';

export function I18nProvider({ children }: { children: ReactNode }) {
  const intl = useSyncExternalStore(subscribe, getIntl);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}

/** `t('area.key', values)`: a message as a string. Rich text (links, bold) uses <FormattedMessage>. */
export function useT() {
  const intl = useIntl();
  return useCallback((id: string, values?: MessageValues) => intl.formatMessage({ id }, values), [intl]);
}

export function useLocale(): AppLocale {
  return useSyncExternalStore(subscribe, getLocale);
}
