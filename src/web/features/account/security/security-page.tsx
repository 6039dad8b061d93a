import { BackButton } from '@/components/layout/back-button';
import { PageTitle } from '@/components/layout/page-title';
import { PastDueBanner } from '@/features/billing/past-due-banner';
import { useT } from '@/i18n/provider';
import { useMe } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountPageSkeleton } from '../account-page-skeleton';
import { DeleteCard } from './delete-card';
import { EmailChangeCard } from './email-change-card';
import { ExportCard } from './export-card';
import { LinkedAccountsCard } from './linked-accounts-card';
import { PasskeysCard } from './passkeys-card';
import { PasswordCard } from './password-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/**
 * /account/security: how the user signs in and what guards the account. Each concern is one
 * card in its own file (./<concern>-card.tsx); this page only orders them.
 */
export function SecurityPage() {
  const t = useT();
  useDocumentTitle(t('account-security.title'));
  const me = useMe();

  if (!me.data) {
    return <AccountPageSkeleton />;
  }

  return (
    <>
      <PastDueBanner />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
        <BackButton link={{ to: '/account' }} label={t('account-security.back')} className="mb-1" />
        <PageTitle title={t('account-security.title')} description={t('account-security.description')} />
        <div className="mt-8 grid gap-6" data-testid="security-cards">
          {/* The cards, most used first: sign-in methods, two-factor, sessions, then the account's end. */}
          <LinkedAccountsCard />
          <PasskeysCard />
          <TwoFactorCard />
          <SessionsCard />
          <PasswordCard />
          <EmailChangeCard email={me.data.email} />
          <ExportCard />
          <DeleteCard email={me.data.email} />
        </div>
      </div>
    </>
  );
}
