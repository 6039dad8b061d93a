/** The health probe's public entry: its route, and its checks for the admin's system page. */
export { checkRedis, HEALTH_TIMEOUT_MS, within } from './checks.ts';
export { healthRoutes } from './routes.ts';
