import type * as React from 'react';

/** The top of a signed-in page (account, security, billing): its title and a sentence under it. */
export function PageTitle({
  title,
  description,
  children,
}: {
  title: string;
  description: React.ReactNode;
  /** More under the sentence (whom the page bills). */
  children?: React.ReactNode;
}) {
  return (
    <div className="space-y-1">
      <h1 className="font-semibold text-3xl tracking-tight">{title}</h1>
      <p className="text-muted-foreground text-sm">{description}</p>
      {children}
    </div>
  );
}
