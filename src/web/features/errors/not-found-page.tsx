import { Link } from '@tanstack/react-router';
import { Compass } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  return (
    <StatusPage
      code="404"
      icon={Compass}
      title="Page not found"
      description="The page you are looking for does not exist or has moved."
    >
      <Button asChild>
        <Link to="/">Back to home</Link>
      </Button>
      <Button variant="outline" onClick={() => window.history.back()}>
        Go back
      </Button>
    </StatusPage>
  );
}
