import type * as React from 'react';

/**
 * An e-mail address inside a sentence ("We sent a link to …"): it stands out from the muted
 * words around it, breaks anywhere rather than overflowing a phone's width, and is never translated.
 */
export function EmailAddress({ children }: { children: React.ReactNode }) {
  return (
    <span className="break-all font-medium text-foreground" translate="no">
      {children}
    </span>
  );
}
