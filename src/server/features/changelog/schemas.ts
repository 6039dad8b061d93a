/** The Markdown preview's shapes (the rest of the changelog's contract is in src/shared/contracts). */
import { z } from 'zod';

export const previewBody = z.object({ content: z.string().max(100_000) });
export const previewResponse = z.object({ html: z.string() });
