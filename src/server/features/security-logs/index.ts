/** The security-log feature's public entry: what other features may use of it. */
export type { SecurityLogService } from './service.ts';
