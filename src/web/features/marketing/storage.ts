/**
 * What the browser remembers for marketing, all in Web Storage (no cookie, nothing sent along):
 * a random visitor id (the A/B assignment's input), dismissed banners, when each popup was last
 * shown, and which impressions this tab session has already counted. Storage may be unavailable
 * (privacy modes, quotas): every access is guarded and then behaves as "nothing remembered".
 */
const PREFIX = 'marketing:';

function read(storage: 'local' | 'session', key: string): string | null {
  try {
    return (storage === 'local' ? window.localStorage : window.sessionStorage).getItem(PREFIX + key);
  } catch {
    return null;
  }
}

function write(storage: 'local' | 'session', key: string, value: string) {
  try {
    (storage === 'local' ? window.localStorage : window.sessionStorage).setItem(PREFIX + key, value);
  } catch {
    // Not remembered: the visitor may see it again, which is harmless.
  }
}

let memoryVisitorId: string | undefined;

/** A random id kept in localStorage: the same visitor gets the same banner variant on every load. */
export function visitorId(): string {
  const stored = read('local', 'visitor-id');
  if (stored) return stored;
  const id = memoryVisitorId ?? crypto.randomUUID();
  memoryVisitorId = id;
  write('local', 'visitor-id', id);
  return id;
}

export const isBannerDismissed = (bannerId: number) => read('local', `banner-dismissed:${bannerId}`) !== null;
export const rememberBannerDismissed = (bannerId: number) =>
  write('local', `banner-dismissed:${bannerId}`, new Date().toISOString());

/** True the first time in this tab session for this key: impressions count once per session. */
export function firstTimeThisSession(key: string): boolean {
  if (read('session', `seen:${key}`) !== null) return false;
  write('session', `seen:${key}`, '1');
  return true;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a popup's display frequency allows showing it now. */
export function popupAllowed(popup: {
  id: number;
  frequency: string;
  frequencyDays: number | null;
}): boolean {
  if (popup.frequency === 'session') return read('session', `popup-shown:${popup.id}`) === null;
  const last = read('local', `popup-shown:${popup.id}`);
  if (last === null) return true;
  if (popup.frequency === 'days') {
    const shownAt = Date.parse(last);
    return Number.isNaN(shownAt) || Date.now() - shownAt >= (popup.frequencyDays ?? 1) * DAY_MS;
  }
  return false; // once
}

export function rememberPopupShown(popup: { id: number; frequency: string }) {
  write(
    popup.frequency === 'session' ? 'session' : 'local',
    `popup-shown:${popup.id}`,
    new Date().toISOString(),
  );
}

/** "/blog/*" style patterns on the path: * matches anything; no pattern means every page. */
export function matchesTargetPages(patterns: readonly string[], path: string): boolean {
  if (patterns.length === 0) return true;
  return patterns.some((pattern) => {
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    // "/blog/*" also covers "/blog" itself; a trailing slash on the path does not matter.
    const normalized = path.length > 1 ? path.replace(/\/$/, '') : path;
    return (
      new RegExp(`^${source}$`).test(normalized) ||
      (pattern.endsWith('/*') && normalized === pattern.slice(0, -2))
    );
  });
}
