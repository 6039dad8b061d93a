/** The organization rules' own words, for formResolver: the contract's English message → its id. */
import type { IssueMessages } from '@/i18n/form-resolver';

export const ORGANIZATION_FORM_MESSAGES: IssueMessages = {
  'Name is required': 'organizations.field.nameRequired',
  'Use lower-case letters, digits and hyphens': 'organizations.field.slugInvalid',
  'Nothing to update': 'organizations.settings.nothingChanged',
};
