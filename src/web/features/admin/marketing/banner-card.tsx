import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { BannerView } from '@/features/marketing/banner-view';
import type { Banner } from '@/lib/api/marketing';

type BannerVariant = Banner['variants'][number];

import { type Column, DataTable } from '../list-kit/data-table';
import { percent } from './field-errors';

const number = (id: string, header: string, value: (variant: BannerVariant) => string | number) => ({
  id,
  header,
  className: 'text-right tabular-nums',
  cell: value,
});

const variantColumns: Column<BannerVariant>[] = [
  { id: 'label', header: 'Variant', className: 'font-medium', cell: (variant) => variant.label },
  {
    id: 'preview',
    header: 'Preview',
    className: 'min-w-[16rem]',
    cell: (variant) => (
      <div className="overflow-hidden rounded">
        <BannerView variant={variant} onLinkClick={(event) => event.preventDefault()} />
      </div>
    ),
  },
  number('weight', 'Weight', (variant) => variant.weight),
  number('impressions', 'Impressions', (variant) => variant.impressions),
  number('clicks', 'Clicks', (variant) => variant.clicks),
  number('ctr', 'CTR', (variant) => percent(variant.clickThroughRate)),
  number('dismissals', 'Dismissals', (variant) => variant.dismissals),
  number('dismissal-rate', 'Dismissal rate', (variant) => percent(variant.dismissalRate)),
];

/** One banner: its name, the visible switch, edit and delete, and each variant's statistics. */
export function BannerCard({
  banner,
  toggling,
  onToggle,
  onEdit,
  onDelete,
}: {
  banner: Banner;
  toggling: boolean;
  onToggle: (visible: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card className="gap-4 p-4 sm:p-6" data-testid="banner-card">
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
              disabled={toggling}
              onChange={(event) => onToggle(event.target.checked)}
              className="size-4 accent-primary"
            />
            Visible
          </label>
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil /> Edit
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${banner.name}`}>
            <Trash2 />
          </Button>
        </div>
      </div>
      <div className="overflow-hidden rounded-md border">
        <DataTable
          columns={variantColumns}
          rows={banner.variants}
          rowProps={() => ({ 'data-testid': 'variant-stats' })}
        />
      </div>
    </Card>
  );
}
