import { Link } from '@tanstack/react-router';
import { site } from '@/lib/site';
import { cn } from '@/lib/utils';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-7 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M9 19.5 16 8l7 11.5h-4.5L16 15l-2.5 4.5z" className="fill-primary-foreground" />
      <path d="M11 22h10" className="stroke-primary-foreground" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <Link to="/" className={cn('flex items-center gap-2 font-semibold tracking-tight', className)}>
      <LogoMark />
      <span translate="no">{site.name}</span>
    </Link>
  );
}
