/**
 * Inserting text where the user's caret is in a text field, for buttons that insert something
 * (an image's Markdown, an e-mail variable): the field may have lost focus, or even be unmounted,
 * by the time the button is used, so its last selection is remembered and the caret put back.
 */
import type { RefObject } from 'react';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** A selection in a field (start = end for a plain caret). */
export interface Selection {
  start: number;
  end: number;
}

export function selectionOf(element: TextField): Selection {
  return {
    start: element.selectionStart ?? element.value.length,
    end: element.selectionEnd ?? element.value.length,
  };
}

/**
 * `snippet` in place of the selection (none known: at the end), and where the caret goes after it.
 * `block` puts it in a paragraph of its own (blank lines around it, as Markdown images want).
 */
export function insertText(
  value: string,
  selection: Selection | null | undefined,
  snippet: string,
  { block = false } = {},
): { text: string; caret: number } {
  const start = Math.min(selection?.start ?? value.length, value.length);
  const end = Math.min(Math.max(selection?.end ?? value.length, start), value.length);
  const before = value.slice(0, start);
  const after = value.slice(end);
  const inserted = block ? `${leadOf(before)}${snippet}${trailOf(after)}` : snippet;
  return { text: `${before}${inserted}${after}`, caret: start + inserted.length };
}

const leadOf = (before: string) =>
  before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
const trailOf = (after: string) =>
  after === '' ? '\n' : after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';

/** Once React has rendered the new text: focus the field (if it is on screen) with the caret at `position`. */
export function placeCaret(field: RefObject<TextField | null>, position: number): void {
  requestAnimationFrame(() => {
    const element = field.current;
    if (!element?.isConnected) return;
    element.focus();
    element.setSelectionRange(position, position);
  });
}
