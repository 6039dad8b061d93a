/**
 * The password rule's own words (the browser tests read them), for formResolver: the contract's
 * English message → its translation. The catalogs state the limits as numbers, because a message
 * picked this way gets no values: keep them equal to PASSWORD_MIN and PASSWORD_MAX.
 */
import { PASSWORD_MAX, PASSWORD_MIN } from '@shared/auth-contracts';
import type { IssueMessages } from '@/i18n/form-resolver';

export const PASSWORD_MESSAGES: IssueMessages = {
  [`Password must be at least ${PASSWORD_MIN} characters`]: 'auth.password.tooShort',
  [`Password must be at most ${PASSWORD_MAX} characters`]: 'auth.password.tooLong',
};
