import { describe, expect, it } from 'vitest';
import { listSearch, oneOf, optionalString, searchOf } from './search-params';

describe('searchOf', () => {
  const validate = searchOf({ status: oneOf(['read', 'unread'] as const), search: optionalString });

  it('keeps what each reader accepts and drops keys without a reader', () => {
    expect(validate({ status: 'read', search: 'ada', other: 'x' })).toStrictEqual({
      status: 'read',
      search: 'ada',
    });
  });

  it('answers undefined (the default) for an invalid or missing value', () => {
    expect(validate({ status: 'archived', search: '' })).toStrictEqual({
      status: undefined,
      search: undefined,
    });
    expect(validate({})).toStrictEqual({ status: undefined, search: undefined });
  });
});

describe('listSearch', () => {
  const validate = listSearch({ search: optionalString });

  it('reads the page and a page size the list offers', () => {
    expect(validate({ page: '3', pageSize: '50', search: 'ada' })).toStrictEqual({
      page: 3,
      pageSize: 50,
      search: 'ada',
    });
  });

  it('drops page 1, a page that is not a whole number above 1, and an unknown page size', () => {
    for (const page of ['1', '0', '-2', '2.5', 'x']) expect(validate({ page }).page).toBeUndefined();
    for (const pageSize of ['7', '101', 'x']) expect(validate({ pageSize }).pageSize).toBeUndefined();
  });
});
