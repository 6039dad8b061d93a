import { Link } from '@tanstack/react-router';
import { Construction } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { type AdminAreaKey, getAdminArea } from './nav';
import { PageHeader } from './page-header';

/**
 * The honest stand-in for an admin area that is not built yet. Each area has its own file in
 * ./areas that renders this; replace that file's body when the feature lands.
 */
export function AreaPlaceholder({ area: key }: { area: AdminAreaKey }) {
  const area = getAdminArea(key);
  return (
    <>
      <PageHeader title={area.label} description={area.summary} />
      <EmptyState
        icon={Construction}
        title={`This area arrives with the ${area.label} feature`}
        description="The route, navigation entry and admin guard are in place; the screens and API for this area are the next piece of work."
      >
        <Button variant="outline" asChild>
          <Link to="/dashboard/admin/emails">Open the e-mail outbox</Link>
        </Button>
      </EmptyState>
    </>
  );
}
