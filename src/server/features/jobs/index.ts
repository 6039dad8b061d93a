/** The job runner's admin area (the runner itself is src/server/jobs). */
export { jobAdminRoutes } from './routes.ts';
