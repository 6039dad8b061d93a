import * as React from 'react';
import { cn } from '@/lib/utils';

// A picture over its fallback (initials), in plain elements: the image is in the server's HTML and
// shows as soon as it loads, before any script runs; until then, or if it never loads, the
// fallback underneath shows. (Radix's Avatar renders the image only after a script has watched it
// load: on a server-rendered page that is the fallback until hydration, and 1.3 kB more on every
// public page that shows a person.)

export function Avatar({ className, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      data-slot="avatar"
      className={cn('relative flex size-8 shrink-0 overflow-hidden rounded-full', className)}
      {...props}
    />
  );
}

export function AvatarImage({
  className,
  onError,
  alt,
  ...props
}: React.ComponentProps<'img'> & { alt: string }) {
  // The address that failed, so a new picture (another src) is tried again.
  const [failedSrc, setFailedSrc] = React.useState<string>();
  if (failedSrc !== undefined && failedSrc === props.src) return null;
  return (
    <img
      alt={alt}
      data-slot="avatar-image"
      className={cn('absolute inset-0 aspect-square size-full object-cover', className)}
      onError={(event) => {
        setFailedSrc(props.src);
        onError?.(event);
      }}
      {...props}
    />
  );
}

export function AvatarFallback({ className, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      data-slot="avatar-fallback"
      // Initials of a name: not words to translate.
      translate="no"
      className={cn(
        'flex size-full items-center justify-center rounded-full bg-accent font-medium text-accent-foreground',
        className,
      )}
      {...props}
    />
  );
}
