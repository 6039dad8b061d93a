import { Card } from '@/components/ui/card';
import { BannerView } from '@/features/marketing/banner-view';
import type { Banner } from '@/lib/api/marketing';

import { type Column, DataTable } from '../list-kit/data-table';
import { percent } from './field-errors';
import { ItemCardHeader } from './item-card-header';

type BannerVariant = Banner['variants'][number];

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
      <ItemCardHeader
        name={banner.name}
        on={banner.visible}
        onLabel="Visible"
        offLabel="Hidden"
        onEdit={onEdit}
        onDelete={onDelete}
        controls={
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
        }
      />
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
