/** API keys' public entry: the guard's check of a key's customer (wired in app.ts). */
export { apiKeyAccessCheck } from './access-check.ts';
