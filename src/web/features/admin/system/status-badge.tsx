import { DEPENDENCY_STATUSES, type DependencyStatus } from '@shared/contracts/system';
import { CircleCheck, CircleMinus, CircleX, TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n/provider';
import { labelIds } from '@/lib/label-ids';

/** Each status's message id. */
export const DEPENDENCY_STATUS = labelIds('admin-system.status', DEPENDENCY_STATUSES);

const looks = {
  ok: { variant: 'success', icon: CircleCheck },
  degraded: { variant: 'warning', icon: TriangleAlert },
  down: { variant: 'destructive', icon: CircleX },
  off: { variant: 'secondary', icon: CircleMinus },
} as const;

/** A dependency's status in words, with an icon: never told by colour alone. */
export function DependencyStatusBadge({ status }: { status: DependencyStatus }) {
  const t = useT();
  const { variant, icon: Icon } = looks[status];
  return (
    <Badge variant={variant} data-testid="dependency-status" data-status={status}>
      <Icon aria-hidden="true" />
      {t(DEPENDENCY_STATUS[status])}
    </Badge>
  );
}
