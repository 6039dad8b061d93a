import { Link, type LinkProps } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';

/** An item of a header menu that opens a page: a link with its icon, styled as the menu's items. */
export function MenuLink({ link, icon: Icon, label }: { link: LinkProps; icon: LucideIcon; label: string }) {
  return (
    <DropdownMenuItem asChild>
      <Link {...link}>
        <Icon /> {label}
      </Link>
    </DropdownMenuItem>
  );
}
