import { Link, useLocation } from '@tanstack/react-router';
import { ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSignOut } from '@/features/auth/session';
import type { Me } from '@/lib/api/me';
import { StatusPage } from './status-page';

/** Shown on admin pages to a signed-in user without the admin role (the server answers 403 too). */
export function ForbiddenPage({ me }: { me: Me }) {
  const location = useLocation();
  const signOut = useSignOut({ returnTo: location.href });
  return (
    <StatusPage
      code="403"
      icon={ShieldAlert}
      title="You need an administrator account"
      description={
        <p>
          You are signed in as <span className="break-all font-medium text-foreground">{me.email}</span>,
          which does not have access to the admin area. Sign in with an administrator account, or ask an
          administrator to promote yours.
        </p>
      }
    >
      <Button asChild>
        <Link to="/account">Go to your account</Link>
      </Button>
      <Button variant="outline" loading={signOut.isPending} onClick={() => signOut.mutate()}>
        Sign in as someone else
      </Button>
    </StatusPage>
  );
}
