/**
 * RFC 6238 TOTP computed for tests with node:crypto (HMAC-SHA1, 30-second steps, 6 digits),
 * independently of the library the server uses.
 */
import { createHmac } from 'node:crypto';

function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of input.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

/** The code of the step `offset` steps from now. */
export function totp(secret: string, offset = 0): string {
  const counter = Math.floor(Date.now() / 1000 / 30) + offset;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const start = (hmac.at(-1) ?? 0) & 0x0f;
  const binary = hmac.readUInt32BE(start) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

/** A code computed now must be checked in the same step: waits out the last three seconds of one. */
export async function awayFromStepEdge(): Promise<void> {
  const intoStep = (Date.now() / 1000) % 30;
  if (intoStep > 27) await new Promise((resolve) => setTimeout(resolve, (30 - intoStep + 0.2) * 1000));
}
