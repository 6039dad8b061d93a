import { Link } from '@tanstack/react-router';
import { KeyRound, LogOut, ShieldCheck } from 'lucide-react';
import { PageTitle } from '@/components/layout/page-title';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PastDueBanner } from '@/features/billing/past-due-banner';
import { PendingInvitationsCard } from '@/features/organizations/pending-invitations-card';
import { useT } from '@/i18n/provider';
import { useMe, useSignOut } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatDate } from '@/lib/utils';
import { AccountPageSkeleton } from './account-page-skeleton';
import { EmailCard } from './email-card';
import { LanguageCard } from './language-card';
import { ProfileForm } from './profile-form';
import { StorageCard } from './storage-card';
import { SubscriptionCard } from './subscription-card';
import { TestimonialCard } from './testimonial-card';

export function AccountPage() {
  const t = useT();
  useDocumentTitle(t('account.title'));
  const me = useMe();
  const signOut = useSignOut();

  // The route's guard has loaded the user; a null here means the session just ended.
  if (!me.data) {
    return <AccountPageSkeleton />;
  }
  const user = me.data;
  const admin = user.role === 'admin';

  return (
    <>
      <PastDueBanner />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <PageTitle
            title={t('account.title')}
            description={t('account.memberSince', { date: formatDate(user.createdAt) })}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" asChild>
              <Link to="/account/security">
                <KeyRound /> {t('account.securityLink')}
              </Link>
            </Button>
            {admin ? (
              <Button variant="outline" asChild>
                <Link to="/dashboard/admin">
                  <ShieldCheck /> {t('account.adminArea')}
                </Link>
              </Button>
            ) : null}
            <Button variant="outline" loading={signOut.isPending} onClick={() => signOut.mutate()}>
              {signOut.isPending ? null : <LogOut />} {t('account.signOut')}
            </Button>
          </div>
        </div>

        <div className="mt-8 grid gap-6">
          <PendingInvitationsCard />
          <ProfileForm user={user} />
          <EmailCard user={user} />
          <LanguageCard />
          <div className="grid gap-6 md:grid-cols-2">
            <SubscriptionCard subscription={user.subscription} />
            <Card>
              <CardHeader>
                <CardTitle>{t('account.role.title')}</CardTitle>
                <CardDescription>{t('account.role.description')}</CardDescription>
              </CardHeader>
              <CardContent className="flex items-center gap-3">
                <Badge variant={admin ? 'default' : 'secondary'} data-testid="account-role">
                  {admin ? t('account.role.admin') : t('account.role.user')}
                </Badge>
                <p className="text-muted-foreground text-sm">
                  {admin ? t('account.role.adminDescription') : t('account.role.userDescription')}
                </p>
              </CardContent>
            </Card>
          </div>
          <StorageCard />
          <TestimonialCard user={user} />
        </div>
      </div>
    </>
  );
}
