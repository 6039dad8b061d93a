import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Megaphone, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { BannerView } from '@/features/marketing/banner-view';
import { type Banner, marketingApi } from '@/lib/api/marketing';
import { ConfirmDialog, errorText } from '../confirm-dialog';
import { BannerEditor } from './banner-editor';
import { percent } from './field-errors';

/** Banners with their variants' statistics, the visible toggle, and the editor. */
export function BannersTab() {
  const queryClient = useQueryClient();
  const banners = useQuery({
    queryKey: ['admin', 'marketing', 'banners'],
    queryFn: marketingApi.admin.banners,
    // The statistics move all the time: fresh on every visit of the tab.
    refetchOnMount: 'always',
  });
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Banner | null>(null);

  const toggle = useMutation({
    mutationFn: ({ banner, visible }: { banner: Banner; visible: boolean }) =>
      marketingApi.admin.setBannerVisible(banner.id, visible),
    onSuccess: async ({ banner }) => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'marketing'] });
      toast.success(
        banner.visible ? `“${banner.name}” is now shown on the site.` : `“${banner.name}” is hidden.`,
      );
    },
    onError: (failure) => toast.error(errorText(failure)),
  });
  const remove = useMutation({
    mutationFn: (banner: Banner) => marketingApi.admin.removeBanner(banner.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'marketing'] });
      toast.success('Banner deleted.');
      setDeleting(null);
    },
    onError: (failure) => toast.error(errorText(failure)),
  });

  if (editing)
    return <BannerEditor banner={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-sm">
          One banner is shown at a time, at the top of every public page. Each visitor always sees the same
          variant (split by weight).
        </p>
        <Button onClick={() => setEditing('new')}>
          <Plus /> New banner
        </Button>
      </div>
      {banners.isError ? (
        <Alert variant="destructive">
          <AlertTitle>The banners could not be loaded</AlertTitle>
          <AlertDescription>{banners.error.message}</AlertDescription>
        </Alert>
      ) : banners.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : banners.data.banners.length === 0 ? (
        <EmptyState
          icon={Megaphone}
          title="No banners yet"
          description="Create one to announce something on every page."
        />
      ) : (
        banners.data.banners.map((banner) => (
          <Card key={banner.id} className="gap-4 p-4 sm:p-6" data-testid="banner-card">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="flex min-w-0 items-center gap-2">
                <h3 className="truncate font-semibold">{banner.name}</h3>
                {banner.visible ? (
                  <Badge variant="success">Visible</Badge>
                ) : (
                  <Badge variant="secondary">Hidden</Badge>
                )}
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    role="switch"
                    aria-checked={banner.visible}
                    checked={banner.visible}
                    disabled={toggle.isPending}
                    onChange={(event) => toggle.mutate({ banner, visible: event.target.checked })}
                    className="size-4 accent-primary"
                  />
                  Visible
                </label>
                <Button variant="outline" size="sm" onClick={() => setEditing(banner)}>
                  <Pencil /> Edit
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setDeleting(banner)}
                  aria-label={`Delete ${banner.name}`}
                >
                  <Trash2 />
                </Button>
              </div>
            </div>
            <div className="overflow-x-auto rounded-md border">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Variant</TableHead>
                    <TableHead>Preview</TableHead>
                    <TableHead className="text-right">Weight</TableHead>
                    <TableHead className="text-right">Impressions</TableHead>
                    <TableHead className="text-right">Clicks</TableHead>
                    <TableHead className="text-right">CTR</TableHead>
                    <TableHead className="text-right">Dismissals</TableHead>
                    <TableHead className="text-right">Dismissal rate</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {banner.variants.map((variant) => (
                    <TableRow key={variant.id} data-testid="variant-stats">
                      <TableCell className="font-medium">{variant.label}</TableCell>
                      <TableCell className="min-w-[16rem]">
                        <div className="overflow-hidden rounded">
                          <BannerView variant={variant} onLinkClick={(event) => event.preventDefault()} />
                        </div>
                      </TableCell>
                      <TableCell className="text-right tabular-nums">{variant.weight}</TableCell>
                      <TableCell className="text-right tabular-nums">{variant.impressions}</TableCell>
                      <TableCell className="text-right tabular-nums">{variant.clicks}</TableCell>
                      <TableCell className="text-right tabular-nums">
                        {percent(variant.clickThroughRate)}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">{variant.dismissals}</TableCell>
                      <TableCell className="text-right tabular-nums">
                        {percent(variant.dismissalRate)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </Card>
        ))
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title={`Delete “${deleting?.name}”?`}
        description="The banner, its variants and their statistics are removed for good."
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}
