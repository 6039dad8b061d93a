import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { GlowBackdrop } from '@/components/ui/glow';
import { WaitlistSection } from '@/features/waitlist/waitlist-section';
import { useT } from '@/i18n/provider';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FeaturesSection } from './features-section';
import { Hero } from './hero';
import { StackSection } from './stack-section';
import { TestimonialsSection } from './testimonials-section';

export function HomePage() {
  const t = useT();
  useDocumentTitle(undefined, t('layout.site.description'));
  return (
    <>
      <Hero />
      <FeaturesSection />
      <StackSection />
      <TestimonialsSection />
      <WaitlistSection />
      <section className="border-t">
        <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
          <GlowBackdrop
            tone="sheen"
            className="rounded-2xl bg-primary px-6 py-14 text-center text-primary-foreground sm:px-12"
          >
            <h2 className="relative text-balance font-semibold text-3xl tracking-tight sm:text-4xl">
              {t('home.cta.title')}
            </h2>
            <p className="relative mx-auto mt-4 max-w-xl text-primary-foreground/80">{t('home.cta.intro')}</p>
            <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Button size="lg" variant="secondary" asChild>
                <Link to="/sign-up">
                  {t('home.cta.createAccount')} <ArrowRight />
                </Link>
              </Button>
              <Button
                size="lg"
                variant="ghost"
                asChild
                className="text-primary-foreground hover:bg-white/10 hover:text-primary-foreground"
              >
                <Link to="/pricing">{t('home.cta.comparePlans')}</Link>
              </Button>
            </div>
          </GlowBackdrop>
        </div>
      </section>
    </>
  );
}
