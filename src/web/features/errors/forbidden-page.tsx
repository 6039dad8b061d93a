import { Link, useLocation } from '@tanstack/react-router';
import { ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmailAddress } from '@/components/ui/email-address';
import { FormattedMessage, useT } from '@/i18n/provider';
import type { Me } from '@/lib/api/me';
import { useSignOut } from '@/lib/session';
import { StatusPage } from './status-page';

/** Shown on admin pages to a signed-in user without the admin role (the server answers 403 too). */
export function ForbiddenPage({ me }: { me: Me }) {
  const location = useLocation();
  const signOut = useSignOut({ returnTo: location.href });
  const t = useT();
  return (
    <StatusPage
      code="403"
      icon={ShieldAlert}
      title={t('errors.forbidden.title')}
      description={
        <p>
          <FormattedMessage
            id="errors.forbidden.description"
            values={{
              email: me.email,
              b: (chunks) => <EmailAddress>{chunks}</EmailAddress>,
            }}
          />
        </p>
      }
    >
      <Button asChild>
        <Link to="/account">{t('errors.forbidden.account')}</Link>
      </Button>
      <Button variant="outline" loading={signOut.isPending} onClick={() => signOut.mutate()}>
        {t('errors.forbidden.switchUser')}
      </Button>
    </StatusPage>
  );
}
