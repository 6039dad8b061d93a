import { Link, type LinkProps } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * The way back to the page above (the account, billing, all posts), on top of a page: a quiet
 * button whose text lines up with the page's edge (`-ml-3` takes back the button's padding).
 */
export function BackButton({
  link,
  label,
  className,
}: {
  link: LinkProps;
  label: string;
  className?: string;
}) {
  return (
    <Button variant="ghost" size="sm" className={cn('-ml-3', className)} asChild>
      <Link {...link}>
        <ArrowLeft /> {label}
      </Link>
    </Button>
  );
}
