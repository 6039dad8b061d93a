import { TESTIMONIAL_STATUSES } from '@shared/contracts/testimonials';
import { labelIds } from '@/lib/label-ids';

/** A status (a tab, a badge), as a message id. */
export const STATUS_LABELS = labelIds('admin-testimonials.status', TESTIMONIAL_STATUSES);
