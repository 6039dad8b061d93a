// The admin home: stats, charts and recent activity (features/admin/dashboard).
export { DashboardPage } from '../dashboard/dashboard-page';
