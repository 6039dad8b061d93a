/** Columns that many tables share. */
import { timestamp } from 'drizzle-orm/pg-core';

/** Creation and last-update times; Drizzle sets `updatedAt` on every update it runs. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
