/** The blog's public entry: what other features may use of it (a post's summary and status). */
export { postSummaryColumns, statusOf } from './queries.ts';
