import { brand } from '@shared/brand';
import { Link } from '@tanstack/react-router';
import { cn } from '@/lib/utils';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-7 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d={brand.logo.fill} className="fill-primary-foreground" />
      <path
        d={brand.logo.stroke}
        className="stroke-primary-foreground"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <Link to="/" className={cn('flex min-w-0 items-center gap-2 font-semibold tracking-tight', className)}>
      <LogoMark />
      {/* One line on phones too: the name never wraps under the mark (a name too long for a
          phone's header is cut with an ellipsis rather than pushing the page sideways). */}
      <span translate="no" className="truncate">
        {brand.name}
      </span>
    </Link>
  );
}
