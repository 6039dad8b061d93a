/** Columns that many tables share. */
import { timestamp } from 'drizzle-orm/pg-core';

/** When the row was written (alone on rows that never change). */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Creation and last-update times; Drizzle sets `updatedAt` on every update it runs. */
export const timestamps = {
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
