/** An organization's logo, or its initials when it has none. */
import { cn, initials } from '@/lib/utils';

export function OrganizationLogo({
  name,
  logo,
  className,
}: {
  name: string;
  logo: string | null;
  className?: string;
}) {
  return logo ? (
    <img src={logo} alt="" className={cn('size-8 shrink-0 rounded-md object-cover', className)} />
  ) : (
    <span
      aria-hidden
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-md bg-muted font-medium text-xs',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
