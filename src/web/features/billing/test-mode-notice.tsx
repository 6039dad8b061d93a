import { FlaskConical } from 'lucide-react';
import type * as React from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/** Said plainly on every page of the local payment provider: nothing here touches real money. */
export function TestModeNotice({ children }: { children?: React.ReactNode }) {
  return (
    <Alert data-testid="test-mode-notice" role="note" className="border-warning/40 bg-warning/5">
      <FlaskConical className="text-warning" />
      <AlertTitle>Test mode: no card is charged</AlertTitle>
      <AlertDescription>
        {children ??
          'This is the built-in local payment provider, used while no Stripe key is configured. Payments here are simulated.'}
      </AlertDescription>
    </Alert>
  );
}
