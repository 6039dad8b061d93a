/** The auth feature's public entry: what other features may use of it. */
export type { Auth } from './better-auth.ts';
export { apiErrorCode, findUserByEmail } from './deps.ts';
export { verifyPassword } from './password.ts';
