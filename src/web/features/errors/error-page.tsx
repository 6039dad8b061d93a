import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { StatusPage } from './status-page';

/** The route error boundary: a failed loader or a render error. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <StatusPage
      code="Error"
      title="Something went wrong"
      description={error instanceof Error ? error.message : 'An unexpected error occurred.'}
    >
      <Button
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        Try again
      </Button>
      <Button variant="outline" onClick={() => window.location.assign('/')}>
        Back to home
      </Button>
    </StatusPage>
  );
}
