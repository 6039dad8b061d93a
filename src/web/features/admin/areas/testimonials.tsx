import { AdminTestimonialsPage } from '../testimonials/testimonials-page';

export function TestimonialsPage() {
  return <AdminTestimonialsPage />;
}
