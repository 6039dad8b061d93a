import { AlertCircle } from 'lucide-react';
import type * as React from 'react';
import { Alert, AlertDescription } from './alert';

/**
 * The form-level error (a failed request that is not about one field). Renders nothing without
 * one. The message is usually the API's own (English), so it is marked as not from a catalog.
 */
export function FormError({ message, children }: { message?: string; children?: React.ReactNode }) {
  if (!message) return null;
  return (
    <Alert variant="destructive" data-testid="form-error">
      <AlertCircle />
      <AlertDescription>
        <p data-content>{message}</p>
        {children}
      </AlertDescription>
    </Alert>
  );
}
