import { FlaskConical } from 'lucide-react';
import type * as React from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useT } from '@/i18n/provider';

/** Said plainly on every page of the local payment provider: nothing here touches real money. */
export function TestModeNotice({ children }: { children?: React.ReactNode }) {
  const t = useT();
  return (
    <Alert data-testid="test-mode-notice" role="note" className="border-warning/40 bg-warning/5">
      <FlaskConical className="text-warning" />
      <AlertTitle>{t('billing.testMode.title')}</AlertTitle>
      <AlertDescription>{children ?? t('billing.testMode.description')}</AlertDescription>
    </Alert>
  );
}
