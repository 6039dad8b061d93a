import { Link } from '@tanstack/react-router';
import { ArrowRight, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { GlowBackdrop } from '@/components/ui/glow';
import { FormattedMessage, useT } from '@/i18n/provider';
import { useMe } from '@/lib/session';
import { ProductPreview } from './product-preview';

export function Hero() {
  const t = useT();
  const me = useMe();
  return (
    <GlowBackdrop tone="hero" as="section">
      <div className="relative mx-auto max-w-6xl px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:pb-28">
        <div className="mx-auto max-w-3xl text-center">
          <Link
            to="/"
            hash="features"
            className="inline-flex items-center gap-2 rounded-full border bg-background/60 px-3 py-1 text-muted-foreground text-xs shadow-xs backdrop-blur transition-colors hover:text-foreground"
          >
            <Sparkles className="size-3.5 text-primary" />
            {t('home.hero.badge')}
            <ArrowRight className="size-3.5" />
          </Link>
          <h1 className="mt-6 text-balance font-semibold text-4xl tracking-tight sm:text-6xl">
            <FormattedMessage
              id="home.hero.title"
              values={{ em: (chunks) => <span className="text-primary">{chunks}</span> }}
            />
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-pretty text-lg text-muted-foreground">
            {t('home.hero.intro')}
          </p>
          <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            {me.data ? (
              <Button size="lg" asChild>
                <Link to="/account">
                  {t('home.hero.goToAccount')} <ArrowRight />
                </Link>
              </Button>
            ) : (
              <Button size="lg" asChild>
                <Link to="/sign-up">
                  {t('home.hero.getStarted')} <ArrowRight />
                </Link>
              </Button>
            )}
            <Button size="lg" variant="outline" asChild>
              <Link to="/pricing">{t('home.hero.viewPricing')}</Link>
            </Button>
          </div>
          <p className="mt-4 text-muted-foreground text-xs">{t('home.hero.note')}</p>
        </div>
        <div className="mt-16 sm:mt-20">
          <ProductPreview />
        </div>
      </div>
    </GlowBackdrop>
  );
}
