import { useT } from '@/i18n/provider';
import { formatNumber, formatter } from '@/lib/utils';

/** Made-up figures in the reader's number format: "$48.2k", "48.200 $"… and "+12%", "+12 %". */
const compactMoney = (value: number) =>
  formatter(
    'preview-money',
    (locale) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        notation: 'compact',
        maximumSignificantDigits: 3,
      }),
  ).format(value);
const growth = (value: number) =>
  formatter(
    'preview-growth',
    (locale) => new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'always' }),
  ).format(value);

/** A stylised, static picture of the admin dashboard for the hero (decorative, no data). */
export function ProductPreview() {
  const t = useT();
  const bars = [38, 52, 45, 61, 58, 72, 69, 84, 80, 92, 88, 100];
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-5xl">
      <div className="-inset-x-8 -top-8 -bottom-16 absolute rounded-[2rem] bg-gradient-to-b from-primary/20 via-primary/5 to-transparent blur-2xl" />
      <div className="relative overflow-hidden rounded-xl border bg-card shadow-2xl shadow-primary/10">
        <div className="flex items-center gap-1.5 border-b bg-muted/40 px-4 py-3">
          <span className="size-2.5 rounded-full bg-red-400/80" />
          <span className="size-2.5 rounded-full bg-amber-400/80" />
          <span className="size-2.5 rounded-full bg-emerald-400/80" />
          <span
            className="mx-auto hidden rounded-md bg-background px-16 py-1 text-muted-foreground text-xs sm:block"
            translate="no"
          >
            yourapp.com/dashboard/admin
          </span>
        </div>
        <div className="grid sm:grid-cols-[10rem_1fr]">
          <div className="hidden flex-col gap-2 border-r bg-muted/20 p-4 sm:flex">
            {['w-20', 'w-24', 'w-16', 'w-20', 'w-24', 'w-14', 'w-20'].map((width, index) => (
              <div
                key={`${width}-${index.toString()}`}
                className={`h-2.5 rounded-full ${index === 0 ? 'bg-primary/60' : 'bg-muted-foreground/15'} ${width}`}
              />
            ))}
          </div>
          <div className="space-y-4 p-4 sm:p-6">
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              {[
                [t('home.preview.users'), formatNumber(12480), growth(0.12)],
                [t('home.preview.mrr'), compactMoney(48200), growth(0.08)],
                [t('home.preview.plans'), formatNumber(1932), growth(0.05)],
                [t('home.preview.waitlist'), formatNumber(3210), growth(0.21)],
              ].map(([label, value, delta]) => (
                <div key={label} className="rounded-lg border bg-background p-3">
                  <p className="text-[11px] text-muted-foreground">{label}</p>
                  <p className="mt-1 font-semibold text-base sm:text-lg">{value}</p>
                  <p className="text-[11px] text-success">{delta}</p>
                </div>
              ))}
            </div>
            <div className="rounded-lg border bg-background p-3 sm:p-4">
              <div className="mb-3 flex items-center justify-between">
                <p className="font-medium text-xs">{t('home.preview.revenue')}</p>
                <p className="text-[11px] text-muted-foreground">{t('home.preview.lastYear')}</p>
              </div>
              <div className="flex h-24 items-end gap-1.5 sm:h-32 sm:gap-2">
                {bars.map((height, index) => (
                  <div
                    key={`${height}-${index.toString()}`}
                    className="flex-1 rounded-t bg-gradient-to-t from-primary/70 to-primary/30"
                    style={{ height: `${height}%` }}
                  />
                ))}
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
