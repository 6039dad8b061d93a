import { X } from 'lucide-react';
import type * as React from 'react';
import { useT } from '@/i18n/provider';
import { cn } from '@/lib/utils';

/** The colour schemes a banner variant may use (the server accepts the same names). */
export const BANNER_SCHEMES: Record<string, { label: string; className: string; link: string }> = {
  brand: { label: 'Brand', className: 'bg-primary text-primary-foreground', link: 'text-primary-foreground' },
  info: { label: 'Info (blue)', className: 'bg-sky-700 text-white', link: 'text-white' },
  success: { label: 'Success (green)', className: 'bg-emerald-700 text-white', link: 'text-white' },
  warning: { label: 'Warning (amber)', className: 'bg-amber-300 text-amber-950', link: 'text-amber-950' },
  dark: { label: 'Dark', className: 'bg-zinc-900 text-zinc-50 dark:bg-zinc-800', link: 'text-zinc-50' },
};

export interface BannerContent {
  description: string;
  linkText: string | null;
  linkUrl: string | null;
  colorScheme: string;
}

/**
 * One banner variant as visitors see it. Texts are rendered as text (React escapes them), never
 * as HTML. Used by the live banner and by the admin's preview.
 */
export function BannerView({
  variant,
  onLinkClick,
  onDismiss,
  className,
}: {
  variant: BannerContent;
  onLinkClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  onDismiss?: () => void;
  className?: string;
}) {
  const t = useT();
  const scheme = BANNER_SCHEMES[variant.colorScheme] ?? BANNER_SCHEMES.brand!;
  const external = variant.linkUrl ? /^https?:\/\//i.test(variant.linkUrl) : false;
  return (
    <section
      aria-label={t('marketing.banner.label')}
      data-testid="marketing-banner"
      className={cn('relative w-full text-sm', scheme.className, className)}
    >
      <div className="mx-auto flex max-w-6xl items-center justify-center gap-x-3 px-10 py-2 text-center sm:px-12">
        <p className="min-w-0 break-words">
          <span data-content>{variant.description}</span>
          {variant.linkUrl && variant.linkText ? (
            <>
              {' '}
              <a
                href={variant.linkUrl}
                onClick={onLinkClick}
                className={cn('font-semibold underline underline-offset-2 hover:no-underline', scheme.link)}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <span data-content>{variant.linkText}</span>
                <span aria-hidden="true"> →</span>
              </a>
            </>
          ) : null}
        </p>
      </div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('marketing.banner.dismiss')}
          className="absolute top-1/2 right-2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md opacity-80 outline-none hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-current/40 sm:right-3"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </section>
  );
}
