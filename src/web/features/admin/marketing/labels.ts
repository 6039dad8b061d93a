/**
 * Message ids of the marketing values an admin picks from (written out, so the catalog test finds
 * them): popup types and banner colour schemes.
 */
import type { ColorScheme, PopupType } from '@shared/contracts/marketing';

export const POPUP_TYPE = {
  newsletter: 'admin-marketing.popupType.newsletter',
  offer: 'admin-marketing.popupType.offer',
  announcement: 'admin-marketing.popupType.announcement',
  exit_intent: 'admin-marketing.popupType.exitIntent',
} as const satisfies Record<PopupType, string>;
/** Every popup type, in the order the editor lists them (the keys above, checked against the contract). */
export const POPUP_TYPES = Object.keys(POPUP_TYPE) as PopupType[];

export const COLOR_SCHEME = {
  brand: 'admin-marketing.scheme.brand',
  info: 'admin-marketing.scheme.info',
  success: 'admin-marketing.scheme.success',
  warning: 'admin-marketing.scheme.warning',
  dark: 'admin-marketing.scheme.dark',
} as const satisfies Record<ColorScheme, string>;
/** Every colour scheme a banner variant may use, in the order the editor lists them. */
export const COLOR_SCHEMES = Object.keys(COLOR_SCHEME) as ColorScheme[];

/** The shared contract's link messages the editors say in the reader's language. */
export const linkMessages = {
  'A link needs its URL': 'admin-marketing.link.needsUrl',
  'A link needs its text': 'admin-marketing.link.needsText',
  'Enter an http(s) URL or a path on this site': 'admin-marketing.link.invalid',
  'The button needs a URL': 'admin-marketing.popup.needsUrl',
  'How many days between showings': 'admin-marketing.popup.needsDays',
  'Use a path starting with / (a * matches anything)': 'admin-marketing.popup.pathInvalid',
};
