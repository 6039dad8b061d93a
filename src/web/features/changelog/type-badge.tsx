import type { EntryType } from '@shared/contracts/changelog';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n/provider';

const VARIANTS: Record<EntryType, 'default' | 'secondary' | 'success' | 'warning' | 'destructive'> = {
  feature: 'default',
  improvement: 'success',
  bugfix: 'warning',
  breaking: 'destructive',
};

/** Each type's name, as a message id. */
export const CHANGELOG_TYPE_IDS: Record<EntryType, string> = {
  feature: 'changelog.type.feature',
  improvement: 'changelog.type.improvement',
  bugfix: 'changelog.type.bugfix',
  breaking: 'changelog.type.breaking',
};

export function ChangelogTypeBadge({ type }: { type: EntryType }) {
  const t = useT();
  const id = CHANGELOG_TYPE_IDS[type];
  return <Badge variant={VARIANTS[type] ?? 'secondary'}>{id ? t(id) : type}</Badge>;
}
