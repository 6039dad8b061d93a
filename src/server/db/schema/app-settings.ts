import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Key-value settings owned by the service itself (e.g. the generated auth secret). */
export const appSettings = pgTable('app_setting', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
