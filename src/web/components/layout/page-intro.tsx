import { Rss } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';

/** The top of a public content page (blog, changelog): its title, a sentence, and its RSS feed. */
export function PageIntro({
  title,
  description,
  feedUrl,
  feedLabel,
}: {
  title: string;
  description: React.ReactNode;
  feedUrl?: string;
  /** The feed button's words, where a page names its feed its own way. */
  feedLabel?: string;
}) {
  const t = useT();
  return (
    <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="space-y-2">
        <h1 className="font-semibold text-3xl tracking-tight sm:text-4xl">{title}</h1>
        <p className="max-w-2xl text-muted-foreground">{description}</p>
      </div>
      {feedUrl ? (
        <Button variant="outline" asChild className="w-fit">
          <a href={feedUrl} type="application/rss+xml">
            <Rss /> {feedLabel ?? t('layout.rssFeed')}
          </a>
        </Button>
      ) : null}
    </header>
  );
}
