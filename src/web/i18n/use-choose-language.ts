import { isLocale } from '@shared/i18n/locales';
import { useQueryClient } from '@tanstack/react-query';
import { meApi } from '@/lib/api/me';
import { meQueryOptions } from '@/lib/session';
import { toast } from '@/lib/toast';
import { setLocale, t } from './store';

/**
 * Choosing a language (header menu, account page): kept in this browser and, for a signed-in
 * user, saved on the account first (so e-mails and other devices follow it, and the account's
 * saved language, which the app applies when it changes, already is the new one when the page
 * switches; the other order would let a refetch of the old one switch the page back).
 */
export function useChooseLanguage() {
  const queryClient = useQueryClient();
  return async (value: string) => {
    if (!isLocale(value)) return;
    const me = queryClient.getQueryData(meQueryOptions.queryKey);
    if (me && me.locale !== value) {
      try {
        await queryClient.cancelQueries({ queryKey: meQueryOptions.queryKey });
        const { user } = await meApi.update({ locale: value });
        queryClient.setQueryData(meQueryOptions.queryKey, user);
      } catch {
        toast.error(t('common.language.saveFailed'));
      }
    }
    await setLocale(value);
  };
}
