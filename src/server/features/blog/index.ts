/**
 * The blog's public entry: what other features may use of it (a post's summary and status, its
 * card's facts, whether someone signs a post).
 */
export { signsPublishedPost } from './authors.ts';
export { publicPostCardFacts } from './card-facts.ts';
export { postSummaryColumns, statusOf } from './queries.ts';
