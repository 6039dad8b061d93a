import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A centred status message (404, 403, errors) with actions underneath. */
export function StatusPage({
  code,
  icon: Icon,
  title,
  description,
  children,
}: {
  code: string;
  icon?: LucideIcon;
  title: string;
  description: React.ReactNode;
  children?: React.ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      {Icon ? (
        <div className="mb-6 flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Icon className="size-7" aria-hidden="true" />
        </div>
      ) : null}
      <p className="font-mono font-semibold text-primary text-sm">{code}</p>
      <h1 className="mt-3 font-semibold text-3xl tracking-tight sm:text-4xl">{title}</h1>
      <div className="mt-4 text-muted-foreground">{description}</div>
      {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </section>
  );
}
