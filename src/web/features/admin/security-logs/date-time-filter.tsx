import { useEffect, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fromLocalInputValue, toLocalInputValue } from '@/lib/utils';

/**
 * A date-time filter in local time. A complete value applies at once; emptying the box clears
 * the filter; a half-typed value waits. `endOfMinute` makes "to 10:00" include 10:00:59.
 */
export function DateTimeFilter({
  label,
  value,
  onApply,
  endOfMinute = false,
}: {
  label: string;
  value: string | undefined;
  onApply: (iso: string | undefined) => void;
  endOfMinute?: boolean;
}) {
  const [text, setText] = useState(toLocalInputValue(value));
  // A new value from the URL (applied here, or a link, back, "clear filters") replaces the text.
  useEffect(() => setText(toLocalInputValue(value)), [value]);

  return (
    <FormField label={label} className="col-span-2 sm:col-span-1">
      <Input
        type="datetime-local"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (!next) {
            // Empty because it was cleared, not because it is half-typed.
            if (!event.target.validity.badInput && value) onApply(undefined);
            return;
          }
          const iso = fromLocalInputValue(next);
          if (!iso) return;
          onApply(endOfMinute ? new Date(Date.parse(iso) + 59_999).toISOString() : iso);
        }}
      />
    </FormField>
  );
}
