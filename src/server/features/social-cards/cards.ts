/**
 * A post's card and the site's: what each shows, its ETag (known before drawing, from what it
 * shows, so a browser or crawler revalidating gets its 304 without any drawing) and the PNG,
 * drawn on first need and then kept (card-cache.ts).
 */
import { createHash } from 'node:crypto';
import { notFound } from '../../core/errors.ts';
import { type CardText, cardTree } from './card-layout.ts';
import type { SocialCardDeps } from './deps.ts';

/** Raised when the drawing changes (layout, fonts), so cards kept by browsers and caches are replaced. */
const LAYOUT_VERSION = 1;

export interface Card {
  etag: string;
  png: () => Promise<Buffer>;
}

function card(deps: SocialCardDeps, name: string, text: CardText, changedAt?: Date): Card {
  const version = JSON.stringify([LAYOUT_VERSION, text, changedAt?.toISOString() ?? null]);
  return {
    etag: `"${createHash('sha1').update(version).digest('base64url')}"`,
    png: () => deps.cache.get(name, version, () => deps.renderer.draw(cardTree(text))),
  };
}

/** A public post's card: its title, its author and the site's name. A draft or no post: 404. */
export async function postCard(deps: SocialCardDeps, slug: string): Promise<Card> {
  // One indexed read per request: the post's current title and update time decide the version.
  const post = await deps.findPublicPost(slug);
  if (!post) throw notFound('Post not found');
  const text = { heading: post.title, subheading: post.authorName, siteName: deps.siteName };
  return card(deps, `post:${slug}`, text, post.updatedAt);
}

/** The site's card: its name (beside the logo) and its tagline as the heading. */
export function defaultCard(deps: SocialCardDeps): Card {
  return card(deps, 'site', { heading: deps.tagline, subheading: null, siteName: deps.siteName });
}
