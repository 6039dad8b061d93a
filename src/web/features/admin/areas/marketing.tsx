import { AdminMarketingPage } from '../marketing/marketing-admin-page';

/** /dashboard/admin/marketing: banners, popups and newsletter subscribers. */
export function MarketingPage() {
  return <AdminMarketingPage />;
}
