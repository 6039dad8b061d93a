import type { ComponentProps, ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';

export interface FilterOption<V extends string> {
  value: V;
  label: ReactNode;
}

/**
 * A filter of a list page: a native select (the platform's picker, best on phones) whose first
 * option, `allLabel`, is "no filter". Its value applies at once.
 */
export function FilterSelect<V extends string>({
  label,
  value,
  onChange,
  options,
  allLabel,
  className = 'sm:w-40',
  ...props
}: {
  /** The accessible name (tests and screen readers find the select by it). */
  label: string;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  options: ReadonlyArray<FilterOption<V>>;
  allLabel: string;
  className?: string;
} & Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'>) {
  return (
    <NativeSelect
      aria-label={label}
      className={className}
      value={value ?? ''}
      // Every option's value is one of `options` (or "" for all).
      onChange={(event) => onChange((event.target.value || undefined) as V | undefined)}
      {...props}
    >
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}

/** Options from a value → label record, in the record's order. */
export function optionsOf<V extends string>(labels: Record<V, ReactNode>): FilterOption<V>[] {
  return (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }));
}

/** A `FilterSelect` with its label shown above it, for filter forms laid out as a grid. */
export function LabelledFilterSelect<V extends string>({
  fieldClassName,
  ...props
}: ComponentProps<typeof FilterSelect<V>> & { fieldClassName?: string }) {
  return (
    <FormField label={props.label} className={fieldClassName}>
      <FilterSelect className="" {...props} />
    </FormField>
  );
}
