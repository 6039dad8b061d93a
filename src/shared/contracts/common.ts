/**
 * Building blocks of every feature's contract: a row's id (in a body and as the `:id` of a URL)
 * and the answer of an action with nothing else to return.
 */
import { z } from 'zod';

/** A serial (int4) key: anything larger names no row, and PostgreSQL would reject it (a 500). */
export const rowId = z.number().int().positive().max(2_147_483_647);

export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const successMessage = z.object({ success: z.literal(true), message: z.string() });
