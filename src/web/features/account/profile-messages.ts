/**
 * The profile rules' own words (the browser tests read them), for formResolver: the contracts'
 * English message → its translation in the reader's language.
 */
import type { IssueMessages } from '@/i18n/form-resolver';

export const PROFILE_MESSAGES: IssueMessages = {
  'Enter an http(s) URL or a path on this site': 'account.profile.imageUrlInvalid',
  'Name is required': 'account.profile.nameRequired',
  'Name is too long': 'account.profile.nameTooLong',
};
