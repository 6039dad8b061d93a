/** The social cards' public entry: where a page finds its card (its og:image and twitter:image). */
import { pageEndpoints } from '../../../shared/contracts/pages.ts';

/** A public post's card, as an absolute URL. */
export const postCardUrl = (baseUrl: string, slug: string) =>
  `${baseUrl}${pageEndpoints.postCard.path.replace(':slug', encodeURIComponent(slug))}`;

/** The site's card, for every page that has no card of its own. */
export const defaultCardUrl = (baseUrl: string) => `${baseUrl}${pageEndpoints.defaultCard.path}`;
