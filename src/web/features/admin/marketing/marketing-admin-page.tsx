import { getRouteApi } from '@tanstack/react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PageHeader } from '../page-header';
import { BannersTab } from './banners-tab';
import { NewsletterTab } from './newsletter-tab';
import { PopupsTab } from './popups-tab';
import type { MarketingTab } from './search';

const routeApi = getRouteApi('/dashboard/admin/marketing');

/** /dashboard/admin/marketing: the banner (A/B variants), popups and newsletter subscribers. */
export function AdminMarketingPage() {
  const { tab = 'banners' } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  return (
    <div>
      <PageHeader
        title="Marketing"
        description="The site-wide banner with A/B variants, popups, and newsletter sign-ups."
      />
      <Tabs
        value={tab}
        // Another tab starts afresh: the newsletter's page and search belong to it.
        onValueChange={(next) =>
          navigate({ search: next === 'banners' ? {} : { tab: next as MarketingTab } })
        }
        className="gap-4"
      >
        <TabsList className="max-w-full overflow-x-auto">
          <TabsTrigger value="banners">Banners</TabsTrigger>
          <TabsTrigger value="popups">Popups</TabsTrigger>
          <TabsTrigger value="newsletter">Newsletter</TabsTrigger>
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
