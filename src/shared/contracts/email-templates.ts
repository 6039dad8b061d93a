/** The e-mail template admin API's contract: templates, versions, previews and test sends. */
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales.ts';
import { idParam, rowId } from './common.ts';

const MAX_HTML = 200_000;

/** lower_snake_case (2 to 64 characters): a custom template's key. */
export const TEMPLATE_KEY_PATTERN = /^[a-z][a-z0-9_]{1,63}$/;
/** A variable's name as written between the braces: `{{firstName}}`. */
export const VARIABLE_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

export const variableSchema = z.object({
  name: z
    .string()
    .trim()
    .regex(VARIABLE_NAME_PATTERN, 'Letters, digits and underscores, starting with a letter')
    .refine((name) => !(name in Object.prototype), 'This name is reserved'),
  description: z.string().trim().max(200).default(''),
  sample: z.string().max(2000).default(''),
});

export const contentBody = z.object({
  subject: z.string().trim().min(1).max(300),
  html: z.string().min(1).max(MAX_HTML),
  /** Empty: generated from the HTML. */
  text: z.string().max(MAX_HTML).default(''),
});

export const saveBody = contentBody.extend({
  /** Also make the saved version the one e-mails are sent from. */
  activate: z.boolean().default(false),
});

export const activateBody = z.object({ versionId: rowId });

export const previewBody = z.object({
  subject: z.string().max(300),
  html: z.string().max(MAX_HTML),
  text: z.string().max(MAX_HTML).default(''),
  templateId: z.number().int().positive().max(2_147_483_647).optional(),
  variables: z.record(z.string().max(100), z.string().max(10_000)).optional(),
});

export const testBody = z
  .preprocess((body) => body ?? {}, contentBody.partial())
  .refine((body) => (body.subject === undefined) === (body.html === undefined), {
    message: 'Send subject and html together, or neither (to test the latest saved version)',
  });

export const createBody = contentBody.extend({
  key: z.string().trim().regex(TEMPLATE_KEY_PATTERN, 'lower_snake_case, 2 to 64 characters'),
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(500).default(''),
  variables: z.array(variableSchema).max(50).default([]),
});

export const patchBody = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  description: z.string().trim().max(500).optional(),
  variables: z.array(variableSchema).max(50).optional(),
});

/**
 * Which language's version a request reads or writes (`?locale=de`); English when absent, so the
 * routes from before languages work as they did.
 */
export const localeQuery = z.object({ locale: z.enum(LOCALES).default(DEFAULT_LOCALE) });

export { idParam };
export const versionParams = idParam.extend({
  versionId: z.coerce.number().int().positive().max(2_147_483_647),
});

const versionRef = z.object({ id: z.number().int(), version: z.number().int(), createdAt: z.string() });

export const summarySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  builtIn: z.boolean(),
  variables: z.array(z.object({ name: z.string(), description: z.string(), sample: z.string() })),
  /** The language the versions below are of. */
  locale: z.enum(LOCALES),
  /** False: no version in this language yet, and its e-mails are sent from the English one. */
  ownVersion: z.boolean(),
  /** In this language (null when it has no version of its own). */
  activeVersion: versionRef.nullable(),
  latestVersion: versionRef.nullable(),
  updatedAt: z.string(),
});

export const detailSchema = z.object({
  /** The content is the language's latest version, or (no version of its own) English's active one. */
  template: summarySchema.extend({ subject: z.string(), html: z.string(), text: z.string() }),
  /** The language's versions, newest first. */
  versions: z.array(
    z.object({
      id: z.number().int(),
      version: z.number().int(),
      subject: z.string(),
      createdAt: z.string(),
      createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
      active: z.boolean(),
    }),
  ),
});

export const versionSchema = z.object({
  id: z.number().int(),
  locale: z.enum(LOCALES),
  version: z.number().int(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

export const renderedSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  unknownVariables: z.array(z.string()),
  missingVariables: z.array(z.string()),
});

export type TemplateContent = z.output<typeof contentBody>;
export type PreviewBody = z.output<typeof previewBody>;
export type CreateTemplateBody = z.output<typeof createBody>;
export type PatchTemplateBody = z.output<typeof patchBody>;
