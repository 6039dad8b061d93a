/**
 * The pending sign-in challenge between the password step and the code step. Kept in
 * sessionStorage (this tab only, survives a reload), never in the URL, where it would land in
 * the history; it is useless after five minutes or once answered anyway.
 */
const KEY = 'starter.twoFactorChallenge';

export function saveChallenge(token: string): void {
  sessionStorage.setItem(KEY, token);
}

/**
 * The challenge of this tab. A provider's sign-in (a server redirect, which cannot write to
 * sessionStorage) hands it over in the fragment (`#challenge=…`, never sent to a server): it is
 * moved to sessionStorage and off the address bar first.
 */
export function readChallenge(): string | null {
  const handedOver = /(?:^#|&)challenge=([^&]+)/.exec(window.location.hash)?.[1];
  if (handedOver) {
    saveChallenge(decodeURIComponent(handedOver));
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
  return sessionStorage.getItem(KEY);
}

export function clearChallenge(): void {
  sessionStorage.removeItem(KEY);
}
