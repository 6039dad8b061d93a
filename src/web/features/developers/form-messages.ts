/** The API-key rules' own words, for formResolver: the contract's English message → its id. */
import type { IssueMessages } from '@/i18n/form-resolver';

export const API_KEY_FORM_MESSAGES: IssueMessages = {
  'Name is required': 'developers.form.nameRequired',
  'Choose at least one scope': 'developers.form.scopesRequired',
};

/** The webhook endpoint's rules' own words. */
export const WEBHOOK_FORM_MESSAGES: IssueMessages = {
  'URL is required': 'developers.webhooks.form.urlRequired',
};
