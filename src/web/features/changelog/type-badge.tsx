import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n/provider';
import type { ChangelogType } from '@/lib/api/changelog';

const VARIANTS: Record<ChangelogType, 'default' | 'secondary' | 'success' | 'warning' | 'destructive'> = {
  feature: 'default',
  improvement: 'success',
  bugfix: 'warning',
  breaking: 'destructive',
};

/** Each type's name, as a message id. */
export const CHANGELOG_TYPE_IDS: Record<ChangelogType, string> = {
  feature: 'changelog.type.feature',
  improvement: 'changelog.type.improvement',
  bugfix: 'changelog.type.bugfix',
  breaking: 'changelog.type.breaking',
};

export function ChangelogTypeBadge({ type }: { type: ChangelogType }) {
  const t = useT();
  const id = CHANGELOG_TYPE_IDS[type];
  return <Badge variant={VARIANTS[type] ?? 'secondary'}>{id ? t(id) : type}</Badge>;
}
