/** The field rules the banner and popup forms share. */
import { z } from 'zod';
import { siteOrHttpUrlSchema } from '../auth-contracts.ts';

/** A banner or popup link: an http(s) URL or a path on this site (the shared rule). */
export const linkUrl = siteOrHttpUrlSchema;

/** An optional text field: trimmed, and empty is null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);
