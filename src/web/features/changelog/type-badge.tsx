import { Badge } from '@/components/ui/badge';
import { CHANGELOG_TYPE_LABELS, type ChangelogType } from '@/lib/api/changelog';

const VARIANTS: Record<ChangelogType, 'default' | 'secondary' | 'success' | 'warning' | 'destructive'> = {
  feature: 'default',
  improvement: 'success',
  bugfix: 'warning',
  breaking: 'destructive',
};

export function ChangelogTypeBadge({ type }: { type: ChangelogType }) {
  return <Badge variant={VARIANTS[type] ?? 'secondary'}>{CHANGELOG_TYPE_LABELS[type] ?? type}</Badge>;
}
