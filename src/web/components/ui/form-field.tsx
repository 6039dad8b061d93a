import * as React from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

interface FormFieldProps {
  label: React.ReactNode;
  /** The control (an Input etc.). It receives id, aria-invalid and aria-describedby. */
  children: React.ReactElement<React.HTMLAttributes<HTMLElement> & { id?: string }>;
  error?: string;
  description?: React.ReactNode;
  /** Something on the label's line, on the right (e.g. a "Forgot password?" link). */
  aside?: React.ReactNode;
  className?: string;
}

/** Label + control + help text + inline error, wired together for screen readers. */
export function FormField({ label, children, error, description, aside, className }: FormFieldProps) {
  const generatedId = React.useId();
  const id = children.props.id ?? generatedId;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id} className={cn(error && 'text-destructive')}>
          {label}
        </Label>
        {aside}
      </div>
      {React.cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {description && !error ? (
        <p id={descriptionId} className="text-muted-foreground text-xs">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} data-slot="form-field-error" className="text-destructive text-xs">
          {error}
        </p>
      ) : null}
    </div>
  );
}
