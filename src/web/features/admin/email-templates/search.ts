import { optionalString } from '@/lib/search-params';

/** /dashboard/admin/email-templates?template=<key>: the template whose editor is open. */
export interface EmailTemplatesSearch {
  template?: string;
}

export const validateEmailTemplatesSearch = (search: Record<string, unknown>): EmailTemplatesSearch => ({
  template: optionalString(search.template),
});
