import { AdminFaqsPage } from '../faqs/faqs-page';

export function FaqsPage() {
  return <AdminFaqsPage />;
}
