import type { BannerOut as Banner } from '@shared/contracts/marketing';
import { marketingAdminEndpoints as admin } from '@shared/endpoints/marketing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Megaphone, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useConfirmAction } from '@/components/dialogs/use-confirm-action';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { api } from '@/lib/api-call';
import { errorText } from '@/lib/forms';
import { ListStates } from '../list-kit/list-states';
import { BannerCard } from './banner-card';
import { BannerEditor } from './banner-editor';

/** Banners with their variants' statistics, the visible toggle, and the editor. */
export function BannersTab() {
  const t = useT();
  const queryClient = useQueryClient();
  const banners = useQuery({
    queryKey: ['admin', 'marketing', 'banners'],
    queryFn: () => api(admin.banners),
    // The statistics move all the time: fresh on every visit of the tab.
    refetchOnMount: 'always',
  });
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const invalidate = () => queryClient.invalidateQueries({ queryKey: ['admin', 'marketing'] });

  const toggle = useMutation({
    mutationFn: ({ banner, visible }: { banner: Banner; visible: boolean }) =>
      api(admin.setBannerVisible, { params: { id: banner.id }, body: { visible } }),
    onSuccess: async ({ banner }) => {
      await invalidate();
      toast.success(
        banner.visible
          ? t('admin-marketing.banner.shown', { name: banner.name })
          : t('admin-marketing.banner.hiddenToast', { name: banner.name }),
      );
    },
    onError: (failure) => toast.error(errorText(failure)),
  });
  const deletion = useConfirmAction(async (banner: Banner) => {
    await api(admin.removeBanner, { params: { id: banner.id } });
    await invalidate();
    return t('admin-marketing.banner.deleted');
  });

  if (editing)
    return <BannerEditor banner={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-sm">{t('admin-marketing.banners.intro')}</p>
        <Button onClick={() => setEditing('new')}>
          <Plus /> {t('admin-marketing.banner.new')}
        </Button>
      </div>
      <ListStates
        query={banners}
        errorTitle={t('admin-marketing.banners.loadError')}
        skeletonRows={1}
        skeletonClassName="h-40 w-full"
        rows={(data) => data.banners}
        empty={{
          icon: Megaphone,
          title: t('admin-marketing.banners.empty.title'),
          description: t('admin-marketing.banners.empty.description'),
        }}
        card={false}
      >
        {(banners) => (
          <div className="space-y-4">
            {banners.map((banner) => (
              <BannerCard
                key={banner.id}
                banner={banner}
                toggling={toggle.isPending}
                onToggle={(visible) => toggle.mutate({ banner, visible })}
                onEdit={() => setEditing(banner)}
                onDelete={() => deletion.ask(banner)}
              />
            ))}
          </div>
        )}
      </ListStates>
      <ConfirmDialog
        {...deletion.dialog}
        title={t('admin-marketing.confirmDelete.title', { name: deletion.pending?.name ?? '' })}
        description={t('admin-marketing.banner.deleteDescription')}
        confirmLabel={t('admin-marketing.delete')}
        destructive
      />
    </div>
  );
}
