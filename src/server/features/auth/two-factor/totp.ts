/**
 * RFC 6238 TOTP (SHA-1, 6 digits, 30-second steps) through `otpauth`. A code of the step before
 * or after the current one is accepted (clock skew); two steps away is refused.
 */
import { Secret, TOTP } from 'otpauth';
import { brand } from '../../../../shared/brand.ts';

const SKEW_STEPS = 1;

function totpFor(secretBase32: string, label = 'account') {
  return new TOTP({
    issuer: brand.name,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI of the QR code. */
export function totpUri(secretBase32: string, email: string): string {
  return totpFor(secretBase32, email).toString();
}

export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

const PERIOD_MS = 30_000;

/** The step the code belongs to (within one step of now), or null when it is not a valid code. */
export function totpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  if (!isTotpCode(code)) return null;
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: now, window: SKEW_STEPS });
  return delta === null ? null : Math.floor(now / PERIOD_MS) + delta;
}

export function verifyTotp(secretBase32: string, code: string): boolean {
  return totpStep(secretBase32, code) !== null;
}
