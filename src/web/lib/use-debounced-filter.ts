import { useEffect, useRef, useState } from 'react';

/**
 * A text box bound to a URL search param: what is typed is applied after `delay` ms of quiet (or
 * at once with `flush`, e.g. on Enter), and a URL change from elsewhere (back, a link, "clear")
 * replaces what the box shows. Returns [text, setText, flush].
 */
export function useDebouncedFilter(
  value: string | undefined,
  apply: (next: string | undefined) => void,
  delay = 300,
): [string, (text: string) => void, () => void] {
  const [text, setText] = useState(value ?? '');
  // The last value this box applied (or received): a URL change to anything else comes from
  // elsewhere and replaces the text; our own echo does not (it would eat keys typed meanwhile).
  const applied = useRef(value ?? '');
  const applyRef = useRef(apply);
  applyRef.current = apply;

  useEffect(() => {
    if ((value ?? '') !== applied.current) {
      applied.current = value ?? '';
      setText(value ?? '');
    }
  }, [value]);

  const flush = (current = text) => {
    const next = current.trim();
    if (next === applied.current) return;
    applied.current = next;
    applyRef.current(next || undefined);
  };

  useEffect(() => {
    const next = text.trim();
    if (next === applied.current) return;
    const timer = setTimeout(() => {
      applied.current = next;
      applyRef.current(next || undefined);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, delay]);

  return [text, setText, () => flush()];
}
