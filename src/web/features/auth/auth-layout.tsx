import { brand } from '@shared/brand';
import { Link, Outlet } from '@tanstack/react-router';
import { LanguageToggle } from '@/components/layout/language-toggle';
import { LogoMark } from '@/components/layout/logo';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { Glow } from '@/components/ui/glow';

/** A quiet, centred frame for the sign-in, sign-up and password pages. */
export function AuthLayout() {
  return (
    <div className="relative flex min-h-dvh flex-col bg-muted/40">
      <Glow tone="fade" />
      <header className="relative mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 font-semibold tracking-tight">
          <LogoMark />
          <span translate="no">{brand.name}</span>
        </Link>
        <div className="flex items-center gap-1">
          <LanguageToggle />
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="relative flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:pt-12">
        <div className="w-full max-w-sm">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
