/** /account/developers: the API keys of the user's personal space, whichever space the header chose. */
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PastDueBanner } from '../billing/past-due-banner';
import type { ActiveSpace } from '../organizations/use-active-space';
import { DevelopersPanel } from './developers-panel';
import { WebhooksPanel } from './webhooks-panel';

const PERSONAL_SPACE: ActiveSpace = { organizationId: null, name: null };

export function AccountDevelopersPage() {
  const t = useT();
  useDocumentTitle(t('developers.title'));
  return (
    <>
      <PastDueBanner />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
        <Button variant="ghost" className="justify-self-start" asChild>
          <Link to="/account">
            <ArrowLeft /> {t('developers.backToAccount')}
          </Link>
        </Button>
        <PageTitle title={t('developers.title')} description={t('developers.personalDescription')} />
        <DevelopersPanel space={PERSONAL_SPACE} />
        <WebhooksPanel space={PERSONAL_SPACE} />
      </div>
    </>
  );
}
