import type { FeedbackStatus, FeedbackType } from '@shared/contracts/feedback';
import { Bug, Lightbulb, MessageCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n/provider';
import { FEEDBACK_STATUS, FEEDBACK_TYPE } from './use-admin-feedback';

const statusVariant = {
  pending: 'warning',
  in_progress: 'default',
  completed: 'success',
  rejected: 'secondary',
} as const;

export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  const t = useT();
  return (
    <Badge variant={statusVariant[status]} data-testid="feedback-status">
      {t(FEEDBACK_STATUS[status])}
    </Badge>
  );
}

const typeIcon = { bug: Bug, feature: Lightbulb, general: MessageCircle };

export function FeedbackTypeBadge({ type }: { type: FeedbackType }) {
  const t = useT();
  const Icon = typeIcon[type];
  return (
    <Badge variant="outline">
      <Icon aria-hidden="true" /> {t(FEEDBACK_TYPE[type])}
    </Badge>
  );
}
