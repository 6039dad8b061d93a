import type { TestimonialStatus } from '@shared/contracts/testimonials';

/** A status (a tab, a badge), as a message id. */
export const STATUS_LABELS = {
  pending: 'admin-testimonials.status.pending',
  published: 'admin-testimonials.status.published',
  rejected: 'admin-testimonials.status.rejected',
  unpublished: 'admin-testimonials.status.unpublished',
} as const satisfies Record<TestimonialStatus, string>;
