import { brand } from '@shared/brand';
import { useT } from '@/i18n/provider';
import { LogoMark } from './logo';
import { footerColumns, SiteLinks } from './nav-links';

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="border-t bg-muted/30">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="max-w-sm space-y-3">
          <div className="flex items-center gap-2 font-semibold">
            <LogoMark className="size-6" />
            <span translate="no">{brand.name}</span>
          </div>
          <p className="text-muted-foreground text-sm">{t('layout.site.description')}</p>
          <p className="text-muted-foreground text-sm">
            <a href={`mailto:${brand.supportEmail}`} translate="no" className="hover:text-foreground">
              {brand.supportEmail}
            </a>
          </p>
        </div>
        {footerColumns.map((column) => (
          <div key={column.title} className="space-y-3">
            {/* h2: the footer's sections follow the page's h1 on a page with no h2 of its own. */}
            <h2 className="font-medium text-sm">{t(column.title)}</h2>
            <div className="flex flex-col gap-2 text-muted-foreground text-sm">
              <SiteLinks links={column.links} className="hover:text-foreground" />
            </div>
          </div>
        ))}
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 pt-6 pb-20 text-muted-foreground text-xs sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            {t('layout.footer.copyright', { year: String(new Date().getFullYear()), name: brand.legalName })}
          </p>
          <p>{t('layout.footer.builtWith')}</p>
        </div>
      </div>
    </footer>
  );
}
