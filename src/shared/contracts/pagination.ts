/** Paging shared by every list endpoint and the web app's list pages. */
import { z } from 'zod';

export const pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export type Pagination = z.infer<typeof pagination>;

export const paginationOf = (page: number, limit: number, total: number): Pagination => ({
  page,
  limit,
  total,
  totalPages: Math.ceil(total / limit),
});

/** Query parameters shared by every paginated list. */
export const pageQuery = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};
