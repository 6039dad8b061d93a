import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

const tones = {
  accent: 'bg-accent text-accent-foreground',
  success: 'bg-success/10 text-success',
  destructive: 'bg-destructive/10 text-destructive',
};

const sizes = {
  sm: ['size-11', 'size-5'],
  md: ['size-12', 'size-6'],
  lg: ['size-14', 'size-7'],
} as const;

/** The round, tinted icon above a status message, an empty list or a result. */
export function IconCircle({
  icon: Icon,
  tone = 'accent',
  size = 'md',
  className,
}: {
  icon: LucideIcon;
  tone?: keyof typeof tones;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const [circle, glyph] = sizes[size];
  return (
    <div className={cn('flex items-center justify-center rounded-full', circle, tones[tone], className)}>
      <Icon className={glyph} aria-hidden="true" />
    </div>
  );
}
