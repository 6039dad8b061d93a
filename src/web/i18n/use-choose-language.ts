import { isLocale } from '@shared/i18n/locales';
import { useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '@/features/auth/session';
import { meApi } from '@/lib/api/me';
import { toast } from '@/lib/toast';
import { setLocale, t } from './store';

/**
 * Choosing a language (header menu, account page): the page switches at once and the choice is
 * kept in this browser; a signed-in user's choice is also saved on the account, so e-mails and
 * other devices follow it.
 */
export function useChooseLanguage() {
  const queryClient = useQueryClient();
  return async (value: string) => {
    if (!isLocale(value)) return;
    await setLocale(value);
    const me = queryClient.getQueryData(meQueryOptions.queryKey);
    if (!me || me.locale === value) return;
    try {
      const { user } = await meApi.update({ locale: value });
      queryClient.setQueryData(meQueryOptions.queryKey, user);
    } catch {
      toast.error(t('common.language.saveFailed'));
    }
  };
}
