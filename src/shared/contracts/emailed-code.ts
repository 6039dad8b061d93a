/**
 * The code e-mailed to an account without a password (POST /api/me/confirmation-code): it stands
 * in for the password those accounts never had (setting one, two-factor, e-mail change, deletion).
 * Its own module: account-security and two-factor contracts both use it, and import each other's
 * neighbours (auth.ts), so it must not live in either.
 */
import { z } from 'zod';

export const CONFIRMATION_CODE_LENGTH = 8;
export const emailedCode = z
  .string()
  .trim()
  .toUpperCase()
  .length(CONFIRMATION_CODE_LENGTH, 'Enter the code from the e-mail');
