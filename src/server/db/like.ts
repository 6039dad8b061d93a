/** `%term%` for ILIKE, with the caller's own % and _ taken literally. */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, '\\$&')}%`;
