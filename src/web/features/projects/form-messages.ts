/** The project rules' own words, for formResolver: the contract's English message → its id. */
import type { IssueMessages } from '@/i18n/form-resolver';

export const PROJECT_FORM_MESSAGES: IssueMessages = {
  'Name is required': 'projects.form.nameRequired',
};
