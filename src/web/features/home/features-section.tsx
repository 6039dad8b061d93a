import { CreditCard, FileText, LayoutDashboard, Lock, Mail, UserRoundCheck } from 'lucide-react';
import { useT } from '@/i18n/provider';

// Titles and descriptions are message ids (written out, so the catalog test finds them).
const features = [
  {
    icon: UserRoundCheck,
    title: 'home.features.accounts.title',
    description: 'home.features.accounts.description',
  },
  {
    icon: CreditCard,
    title: 'home.features.billing.title',
    description: 'home.features.billing.description',
  },
  {
    icon: LayoutDashboard,
    title: 'home.features.admin.title',
    description: 'home.features.admin.description',
  },
  {
    icon: FileText,
    title: 'home.features.blog.title',
    description: 'home.features.blog.description',
  },
  {
    icon: Mail,
    title: 'home.features.email.title',
    description: 'home.features.email.description',
  },
  {
    icon: Lock,
    title: 'home.features.security.title',
    description: 'home.features.security.description',
  },
];

export function FeaturesSection() {
  const t = useT();
  return (
    <section id="features" className="scroll-mt-20 border-t bg-muted/30">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28">
        <div className="mx-auto max-w-2xl text-center">
          <p className="font-semibold text-primary text-sm">{t('home.features.eyebrow')}</p>
          <h2 className="mt-2 text-balance font-semibold text-3xl tracking-tight sm:text-4xl">
            {t('home.features.title')}
          </h2>
          <p className="mt-4 text-muted-foreground">{t('home.features.intro')}</p>
        </div>
        <div className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <div
              key={feature.title}
              className="rounded-xl border bg-card p-6 shadow-xs transition-shadow hover:shadow-md"
            >
              <div className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <feature.icon className="size-5" aria-hidden="true" />
              </div>
              <h3 className="mt-4 font-semibold">{t(feature.title)}</h3>
              <p className="mt-2 text-muted-foreground text-sm leading-relaxed">{t(feature.description)}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
