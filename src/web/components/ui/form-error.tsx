import { AlertCircle } from 'lucide-react';
import type * as React from 'react';
import { Alert, AlertDescription } from './alert';

/** The form-level error (a failed request that is not about one field). Renders nothing without one. */
export function FormError({ message, children }: { message?: string; children?: React.ReactNode }) {
  if (!message) return null;
  return (
    <Alert variant="destructive" data-testid="form-error">
      <AlertCircle />
      <AlertDescription>
        <p>{message}</p>
        {children}
      </AlertDescription>
    </Alert>
  );
}
