/**
 * Message ids of the marketing values an admin picks from: popup types and banner colour schemes
 * (the editors list them in the contract's order, POPUP_TYPES and COLOR_SCHEMES).
 */
import { COLOR_SCHEMES, POPUP_TYPES } from '@shared/contracts/marketing';
import { labelIds } from '@/lib/label-ids';

export const POPUP_TYPE = labelIds('admin-marketing.popupType', POPUP_TYPES);

export const COLOR_SCHEME = labelIds('admin-marketing.scheme', COLOR_SCHEMES);

/** The shared contract's link messages the editors say in the reader's language. */
export const linkMessages = {
  'A link needs its URL': 'admin-marketing.link.needsUrl',
  'A link needs its text': 'admin-marketing.link.needsText',
  'Enter an http(s) URL or a path on this site': 'admin-marketing.link.invalid',
  'The button needs a URL': 'admin-marketing.popup.needsUrl',
  'How many days between showings': 'admin-marketing.popup.needsDays',
  'Use a path starting with / (a * matches anything)': 'admin-marketing.popup.pathInvalid',
};
