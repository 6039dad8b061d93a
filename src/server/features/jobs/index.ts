/** The job runner's admin area (the runner itself is src/server/jobs), and its queue counts for the system page. */
export { jobAdminRoutes } from './routes.ts';
export { queueSummaries } from './service.ts';
