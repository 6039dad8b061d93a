import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { IconCircle } from '@/components/ui/icon-circle';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A centred status message (404, 403, errors) with actions underneath. */
export function StatusPage({
  code,
  icon,
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
      {icon ? <IconCircle icon={icon} size="lg" className="mb-6" /> : null}
      <p className="font-mono font-semibold text-primary text-sm" translate="no">
        {code}
      </p>
      <h1 className="mt-3 font-semibold text-3xl tracking-tight sm:text-4xl">{title}</h1>
      <div className="mt-4 text-muted-foreground">{description}</div>
      {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </section>
  );
}
