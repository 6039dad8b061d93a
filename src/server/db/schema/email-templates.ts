/**
 * E-mail templates: each template (built in, or custom) and its saved versions, per language; in
 * each language one version is active, and every e-mail sent in that language is rendered from it.
 * English (the default language, which every template has) keeps its active version on the
 * template row itself; the other languages' active versions are rows of email_template_locale,
 * one per language that has a version of its own (see src/server/mail/template-store.ts for the
 * fallback when it has none).
 */
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns.ts';
import { users } from './users.ts';

export interface TemplateVariable {
  name: string;
  description: string;
  /** Shown in previews and test sends. */
  sample: string;
}

export const emailTemplates = pgTable(
  'email_template',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable name the code sends by (e.g. `email_verification`); custom ones are the admin's. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    variables: jsonb('variables').$type<TemplateVariable[]>().notNull().default([]),
    builtIn: boolean('built_in').notNull().default(false),
    /** The English version e-mails are rendered from (a row of email_template_version). */
    activeVersionId: integer('active_version_id'),
    ...timestamps,
  },
  (table) => [uniqueIndex('email_template_key_unique').on(table.key)],
);

export const emailTemplateVersions = pgTable(
  'email_template_version',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    templateId: integer('template_id')
      .notNull()
      .references(() => emailTemplates.id, { onDelete: 'cascade' }),
    /** The language of this version (`en`, `de`, …); numbers count per template and language. */
    locale: text('locale').notNull().default('en'),
    version: integer('version').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    /** Empty: generated from the HTML when rendering. */
    text: text('text').notNull().default(''),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('email_template_version_unique').on(table.templateId, table.locale, table.version),
    index('email_template_version_created_idx').on(table.templateId, table.createdAt),
  ],
);

/** The active version of a template in a language other than English. */
export const emailTemplateLocales = pgTable(
  'email_template_locale',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => emailTemplates.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    activeVersionId: integer('active_version_id')
      .notNull()
      .references(() => emailTemplateVersions.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.templateId, table.locale] })],
);

export type EmailTemplate = typeof emailTemplates.$inferSelect;
export type EmailTemplateVersion = typeof emailTemplateVersions.$inferSelect;
