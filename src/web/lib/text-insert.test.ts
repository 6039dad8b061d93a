import { describe, expect, it } from 'vitest';
import { insertText } from './text-insert';

describe('insertText', () => {
  it('replaces the selection and puts the caret after the snippet', () => {
    expect(insertText('Hi NAME!', { start: 3, end: 7 }, '{{name}}')).toEqual({
      text: 'Hi {{name}}!',
      caret: 11,
    });
  });

  it('goes at the end when no selection is known, or one past the end of shorter text', () => {
    expect(insertText('Hi', null, '!')).toEqual({ text: 'Hi!', caret: 3 });
    expect(insertText('Hi', { start: 9, end: 12 }, '!')).toEqual({ text: 'Hi!', caret: 3 });
  });

  it('puts a block in a paragraph of its own, adding only the blank lines missing', () => {
    expect(insertText('Intro', null, '![a](/x)', { block: true })).toEqual({
      text: 'Intro\n\n![a](/x)\n',
      caret: 16,
    });
    expect(insertText('A\n\nB', { start: 3, end: 3 }, 'img', { block: true }).text).toBe('A\n\nimg\n\nB');
    expect(insertText('A\nB', { start: 2, end: 2 }, 'img', { block: true }).text).toBe('A\n\nimg\n\nB');
    expect(insertText('', null, 'img', { block: true })).toEqual({ text: 'img\n', caret: 4 });
  });
});
