import { Bug, Lightbulb, MessageCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { FeedbackStatus, FeedbackType } from '@/lib/api/feedback';
import { statusLabel, typeLabel } from './use-admin-feedback';

const statusVariant = {
  pending: 'warning',
  in_progress: 'default',
  completed: 'success',
  rejected: 'secondary',
} as const;

export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  return (
    <Badge variant={statusVariant[status]} data-testid="feedback-status">
      {statusLabel[status]}
    </Badge>
  );
}

const typeIcon = { bug: Bug, feature: Lightbulb, general: MessageCircle };

export function FeedbackTypeBadge({ type }: { type: FeedbackType }) {
  const Icon = typeIcon[type];
  return (
    <Badge variant="outline">
      <Icon aria-hidden="true" /> {typeLabel[type]}
    </Badge>
  );
}
