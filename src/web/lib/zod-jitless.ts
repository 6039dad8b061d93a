/**
 * zod as the web app imports it (vite.config.ts aliases `zod` here): the same library, told
 * before any schema is built to check without compiling (`jitless`). zod builds each object
 * schema's fast check with `new Function`, which the CSP (script-src 'self', no 'unsafe-eval')
 * refuses: the browser then reports a violation on every page whose code holds a schema. The
 * interpreted checks are what ran anyway. This module runs first, as every importer's dependency.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default, default as z } from 'zod/v4';
