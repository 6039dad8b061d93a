/**
 * The buttons of a form's list of items (a plan's features and limits, a template's variables):
 * plain buttons, so pressing them never submits the form.
 */
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** Removes one item; its label names which ("Remove feature 2"), the icon says nothing. */
export function RemoveItemButton({
  label,
  onRemove,
  className,
}: {
  label: string;
  onRemove: () => void;
  className?: string;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={className}
      aria-label={label}
      onClick={onRemove}
    >
      <Trash2 />
    </Button>
  );
}

/** Adds an empty item at the end. */
export function AddItemButton({
  onAdd,
  className,
  children,
}: {
  onAdd: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button type="button" variant="outline" size="sm" className={className} onClick={onAdd}>
      <Plus /> {children}
    </Button>
  );
}
