import { getRouteApi } from '@tanstack/react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/i18n/provider';
import type { RouteSearch } from '../list-kit/use-list-search';
import { PageHeader } from '../page-header';
import { BannersTab } from './banners-tab';
import { NewsletterTab } from './newsletter-tab';
import { PopupsTab } from './popups-tab';

const routeApi = getRouteApi('/dashboard/admin/marketing');
type MarketingTab = NonNullable<RouteSearch<'/dashboard/admin/marketing'>['tab']>;

/** /dashboard/admin/marketing: the banner (A/B variants), popups and newsletter subscribers. */
export function AdminMarketingPage() {
  const t = useT();
  const { tab = 'banners' } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  return (
    <div>
      <PageHeader title={t('admin-marketing.title')} description={t('admin-marketing.description')} />
      <Tabs
        value={tab}
        // Another tab starts afresh: the newsletter's page and search belong to it.
        onValueChange={(next) =>
          navigate({ search: next === 'banners' ? {} : { tab: next as MarketingTab } })
        }
        className="gap-4"
      >
        <TabsList className="max-w-full overflow-x-auto">
          <TabsTrigger value="banners">{t('admin-marketing.tab.banners')}</TabsTrigger>
          <TabsTrigger value="popups">{t('admin-marketing.tab.popups')}</TabsTrigger>
          <TabsTrigger value="newsletter">{t('admin-marketing.tab.newsletter')}</TabsTrigger>
        </TabsList>
        <TabsContent value="banners">
          <BannersTab />
        </TabsContent>
        <TabsContent value="popups">
          <PopupsTab />
        </TabsContent>
        <TabsContent value="newsletter">
          <NewsletterTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
