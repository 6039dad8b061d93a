/** The uploads feature's public entry: what other features may use of it. */
export type { FileStorage } from './storage.ts';
