/**
 * What the social cards need: how to read a public post (the blog's, given by features/index.ts,
 * so this feature does not reach into the blog), the site's name and tagline, the renderer and
 * the cache of drawn cards.
 */
import { type CardCache, createCardCache } from './card-cache.ts';
import { type CardRenderer, createCardRenderer } from './renderer.ts';

/** What a post's card shows, and when the post last changed. */
export interface PostCardFacts {
  title: string;
  authorName: string | null;
  updatedAt: Date;
}

export interface SocialCardDeps {
  /** A public post by slug; null for a draft, a scheduled post or no post at all (never drawn). */
  findPublicPost: (slug: string) => Promise<PostCardFacts | null>;
  siteName: string;
  tagline: string;
  renderer: CardRenderer;
  cache: CardCache;
}

export function createSocialCardDeps(
  base: Pick<SocialCardDeps, 'findPublicPost' | 'siteName' | 'tagline'>,
): SocialCardDeps {
  return { ...base, renderer: createCardRenderer(), cache: createCardCache() };
}
