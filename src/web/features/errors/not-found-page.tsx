import { Link } from '@tanstack/react-router';
import { Compass } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  const t = useT();
  return (
    <StatusPage
      code="404"
      icon={Compass}
      title={t('errors.notFound.title')}
      description={t('errors.notFound.description')}
    >
      <Button asChild>
        <Link to="/">{t('errors.backHome')}</Link>
      </Button>
      <Button variant="outline" onClick={() => window.history.back()}>
        {t('errors.goBack')}
      </Button>
    </StatusPage>
  );
}
