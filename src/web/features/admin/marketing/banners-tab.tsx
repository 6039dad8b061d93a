import type { BannerOut as Banner } from '@shared/contracts/marketing';
import { marketingAdminEndpoints as admin } from '@shared/endpoints/marketing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { toast } from 'sonner';
import { useT } from '@/i18n/provider';
import { api } from '@/lib/api-call';
import { errorText } from '@/lib/forms';
import { BannerCard } from './banner-card';
import { BannerEditor } from './banner-editor';
import { invalidateMarketing } from './invalidate-marketing';
import { MarketingItemsTab } from './items-tab';

/** Banners with their variants' statistics, the visible toggle, and the editor. */
export function BannersTab() {
  const t = useT();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: ({ banner, visible }: { banner: Banner; visible: boolean }) =>
      api(admin.setBannerVisible, { params: { id: banner.id }, body: { visible } }),
    onSuccess: async ({ banner }) => {
      await invalidateMarketing(queryClient);
      toast.success(
        banner.visible
          ? t('admin-marketing.banner.shown', { name: banner.name })
          : t('admin-marketing.banner.hiddenToast', { name: banner.name }),
      );
    },
    onError: (failure) => toast.error(errorText(failure)),
  });

  return (
    <MarketingItemsTab
      name="banners"
      fetchList={() => api(admin.banners)}
      rows={(data) => data.banners}
      intro={t('admin-marketing.banners.intro')}
      newLabel={t('admin-marketing.banner.new')}
      errorTitle={t('admin-marketing.banners.loadError')}
      skeletonClassName="h-40 w-full"
      empty={{
        icon: Megaphone,
        title: t('admin-marketing.banners.empty.title'),
        description: t('admin-marketing.banners.empty.description'),
      }}
      remove={(banner) => api(admin.removeBanner, { params: { id: banner.id } })}
      deleted={t('admin-marketing.banner.deleted')}
      deleteDescription={t('admin-marketing.banner.deleteDescription')}
      editor={(banner, done) => <BannerEditor banner={banner} onDone={done} />}
    >
      {(banners, actions) => (
        <div className="space-y-4">
          {banners.map((banner) => (
            <BannerCard
              key={banner.id}
              banner={banner}
              toggling={toggle.isPending}
              onToggle={(visible) => toggle.mutate({ banner, visible })}
              onEdit={() => actions.edit(banner)}
              onDelete={() => actions.remove(banner)}
            />
          ))}
        </div>
      )}
    </MarketingItemsTab>
  );
}
