import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { StatusPage } from './status-page';

/** The route error boundary: a failed loader or a render error. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const t = useT();
  return (
    <StatusPage
      code={t('errors.failure.code')}
      title={t('errors.failure.title')}
      description={
        <>
          <p>{t('errors.failure.description')}</p>
          {/* The technical cause stays as the code said it (English), for a bug report. */}
          {error instanceof Error && error.message ? (
            <p className="mt-2 font-mono text-xs" translate="no">
              {error.message}
            </p>
          ) : null}
        </>
      }
    >
      <Button
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {t('errors.tryAgain')}
      </Button>
      <Button variant="outline" onClick={() => window.location.assign('/')}>
        {t('errors.backHome')}
      </Button>
    </StatusPage>
  );
}
