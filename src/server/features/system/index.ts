/**
 * The admin's system page (issue #34): its route, the error record the error handler writes
 * (app.ts hands `createServerErrorRecorder` to it) and that record's hourly purge.
 */

export { scheduleServerErrorPurge } from './error-purge.ts';
export { createServerErrorRecorder } from './error-record.ts';
export { paymentsProbe } from './payments-probe.ts';
export { systemAdminRoutes } from './routes.ts';
export { APP_VERSION } from './version.ts';
