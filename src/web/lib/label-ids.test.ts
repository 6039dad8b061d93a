import { describe, expect, it } from 'vitest';
import { idSegment, labelIds } from './label-ids';

describe('labelIds', () => {
  it('builds each value its id under the prefix, in the order given', () => {
    const ids = labelIds('admin-feedback.status', ['pending', 'in_progress', 'completed']);
    expect(ids).toEqual({
      pending: 'admin-feedback.status.pending',
      in_progress: 'admin-feedback.status.inProgress',
      completed: 'admin-feedback.status.completed',
    });
    expect(Object.keys(ids)).toEqual(['pending', 'in_progress', 'completed']);
  });

  it('writes a snake_case value in camelCase and leaves others as they are', () => {
    expect(idSegment('password_reset_requested')).toBe('passwordResetRequested');
    expect(idSegment('exit_intent')).toBe('exitIntent');
    expect(idSegment('12m')).toBe('12m');
    expect(idSegment('draft')).toBe('draft');
  });
});
