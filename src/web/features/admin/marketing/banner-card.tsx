import type { BannerOut as Banner } from '@shared/contracts/marketing';
import { Card } from '@/components/ui/card';
import { BannerView } from '@/features/marketing/banner-view';
import { useT } from '@/i18n/provider';
import { formatNumber } from '@/lib/utils';

import { type Column, DataTable } from '../list-kit/data-table';
import { percent } from './field-errors';
import { ItemCardHeader } from './item-card-header';

type BannerVariant = Banner['variants'][number];

const number = (id: string, header: string, value: (variant: BannerVariant) => string) => ({
  id,
  header,
  className: 'text-right tabular-nums',
  cell: value,
});

/** The statistics table's columns, in the language of this render. */
function variantColumns(t: ReturnType<typeof useT>): Column<BannerVariant>[] {
  return [
    {
      id: 'label',
      header: t('admin-marketing.stats.variant'),
      className: 'font-medium',
      cell: (variant) => <span data-content>{variant.label}</span>,
    },
    {
      id: 'preview',
      header: t('admin-marketing.stats.preview'),
      className: 'min-w-[16rem]',
      cell: (variant) => (
        <div className="overflow-hidden rounded" data-content>
          <BannerView variant={variant} onLinkClick={(event) => event.preventDefault()} />
        </div>
      ),
    },
    number('weight', t('admin-marketing.stats.weight'), (variant) => formatNumber(variant.weight)),
    number('impressions', t('admin-marketing.stats.impressions'), (variant) =>
      formatNumber(variant.impressions),
    ),
    number('clicks', t('admin-marketing.stats.clicks'), (variant) => formatNumber(variant.clicks)),
    number('ctr', t('admin-marketing.stats.ctr'), (variant) => percent(variant.clickThroughRate)),
    number('dismissals', t('admin-marketing.stats.dismissals'), (variant) =>
      formatNumber(variant.dismissals),
    ),
    number('dismissal-rate', t('admin-marketing.stats.dismissalRate'), (variant) =>
      percent(variant.dismissalRate),
    ),
  ];
}

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
  const t = useT();
  return (
    <Card className="gap-4 p-4 sm:p-6" data-testid="banner-card">
      <ItemCardHeader
        name={banner.name}
        on={banner.visible}
        onLabel={t('admin-marketing.banner.visible')}
        offLabel={t('admin-marketing.banner.hidden')}
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
            {t('admin-marketing.banner.visible')}
          </label>
        }
      />
      <div className="overflow-hidden rounded-md border">
        <DataTable
          columns={variantColumns(t)}
          rows={banner.variants}
          rowProps={() => ({ 'data-testid': 'variant-stats' })}
        />
      </div>
    </Card>
  );
}
