import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';

/**
 * The top of a banner's or a popup's card: its name with an on/off badge (and a line of details),
 * then its controls, "Edit" and the delete button.
 */
export function ItemCardHeader({
  name,
  on,
  onLabel,
  offLabel,
  details,
  controls,
  onEdit,
  onDelete,
}: {
  name: string;
  on: boolean;
  onLabel: string;
  offLabel: string;
  details?: ReactNode;
  /** Before "Edit" (the banner's visible switch). */
  controls?: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate font-semibold" data-content>
            {name}
          </h3>
          <Badge variant={on ? 'success' : 'secondary'}>{on ? onLabel : offLabel}</Badge>
        </div>
        {details}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {controls}
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Pencil /> {t('admin-marketing.edit')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={t('admin-marketing.deleteNamed', { name })}
        >
          <Trash2 />
        </Button>
      </div>
    </div>
  );
}
