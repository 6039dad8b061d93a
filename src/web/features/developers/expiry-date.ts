/** The expiry picked as a day (<input type="date">): the key works until that day's end, local time. */
export function expiryOfDay(day: string): string | undefined {
  if (!day) return undefined;
  const end = new Date(`${day}T23:59:59`);
  return Number.isNaN(end.getTime()) ? undefined : end.toISOString();
}

/** Today as an <input type="date"> value (local time): the earliest expiry the picker offers. */
export function todayAsDateValue(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
