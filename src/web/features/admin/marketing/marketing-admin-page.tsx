import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PageHeader } from '../page-header';
import { BannersTab } from './banners-tab';
import { NewsletterTab } from './newsletter-tab';
import { PopupsTab } from './popups-tab';

/** /dashboard/admin/marketing: the banner (A/B variants), popups and newsletter subscribers. */
export function AdminMarketingPage() {
  return (
    <div>
      <PageHeader
        title="Marketing"
        description="The site-wide banner with A/B variants, popups, and newsletter sign-ups."
      />
      <Tabs defaultValue="banners" className="gap-4">
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
