import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { focusFirstItemOnce, type OpenedWith } from './deferred-menu-button';

export interface RadioMenuItem {
  value: string;
  label: ReactNode;
  /** For an item written in another language than the page (a language's own name). */
  lang?: string;
}

/**
 * A header menu of choices (theme, language), rendered open when its DeferredMenuButton is first
 * used: the same trigger button, then a radio group of items.
 */
export function HeaderRadioMenu({
  openedWith,
  label,
  icon,
  value,
  items,
  onChange,
}: {
  openedWith?: OpenedWith;
  label: string;
  icon: ReactNode;
  value: string;
  items: RadioMenuItem[];
  onChange: (value: string) => void;
}) {
  const onFocus = useMemo(() => focusFirstItemOnce(openedWith), [openedWith]);
  return (
    <DropdownMenu defaultOpen={openedWith !== undefined}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label}>
          {icon}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" onFocus={onFocus}>
        <DropdownMenuRadioGroup value={value} onValueChange={onChange}>
          {items.map((item) => (
            <DropdownMenuRadioItem
              key={item.value}
              value={item.value}
              lang={item.lang}
              translate={item.lang ? 'no' : undefined}
            >
              {item.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
