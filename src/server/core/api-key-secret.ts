/** An API key's secret as stored: its SHA-256, hex (the guard hashes what it is sent the same way). */
import { createHash } from 'node:crypto';

export const hashApiKey = (secret: string) => createHash('sha256').update(secret).digest('hex');
