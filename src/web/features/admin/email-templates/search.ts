import { isLocale, type Locale } from '@shared/i18n/locales';
import { optionalString } from '@/lib/search-params';

/**
 * /dashboard/admin/email-templates?template=<key>&locale=<language>: the template whose editor is
 * open, and the language of the version it edits (English when absent).
 */
export interface EmailTemplatesSearch {
  template?: string;
  locale?: Locale;
}

export const validateEmailTemplatesSearch = (search: Record<string, unknown>): EmailTemplatesSearch => ({
  template: optionalString(search.template),
  locale: isLocale(search.locale) ? search.locale : undefined,
});
