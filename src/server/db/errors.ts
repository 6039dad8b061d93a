/** PostgreSQL's unique_violation (23505), raw or wrapped by Drizzle or better-auth (`cause` chain). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
