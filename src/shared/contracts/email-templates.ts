/** The e-mail template admin API's contract: templates, versions, previews and test sends. */
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales.ts';
import { idParam, rowId, successMessage } from './common.ts';
import { endpoints } from './endpoint.ts';

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

// What the web app names (answers as they arrive, bodies as a caller writes them).
export type TemplateVariable = z.output<typeof variableSchema>;
export type EmailTemplateSummary = z.output<typeof summarySchema>;
export type TemplateWithVersions = z.output<typeof detailSchema>;
/** The template with its latest saved version's content: what the editor loads. */
export type EmailTemplateDetail = TemplateWithVersions['template'];
export type TemplateVersionRow = TemplateWithVersions['versions'][number];
export type PreviewInput = z.input<typeof previewBody>;
export type PreviewResult = z.output<typeof renderedSchema>;
export type NewTemplateInput = z.input<typeof createBody>;

export const emailTemplateAdminEndpoints = endpoints(
  { access: 'admin', tags: ['admin: email templates'] },
  {
    list: {
      method: 'GET',
      path: '/api/admin/email-templates',
      summary:
        'Every template (built-in first) with its active and latest versions in a language (?locale, default en)',
      query: localeQuery,
      response: z.object({ templates: z.array(summarySchema) }),
    },
    preview: {
      method: 'POST',
      path: '/api/admin/email-templates/preview',
      summary: "Render unsaved content with the template's sample values (and given ones)",
      body: previewBody,
      response: renderedSchema,
    },
    create: {
      method: 'POST',
      path: '/api/admin/email-templates',
      summary: 'Create a custom template (version 1, active); 409 when the key is taken',
      body: createBody,
      response: detailSchema,
      status: 201,
    },
    get: {
      method: 'GET',
      path: '/api/admin/email-templates/:id',
      summary:
        'A template in a language (?locale, default en): its latest version there and that language’s history; without a version of its own, the English content it falls back to',
      params: idParam,
      query: localeQuery,
      response: detailSchema,
    },
    version: {
      method: 'GET',
      path: '/api/admin/email-templates/:id/versions/:versionId',
      summary: 'One saved version',
      params: versionParams,
      response: z.object({ version: versionSchema }),
    },
    save: {
      method: 'PUT',
      path: '/api/admin/email-templates/:id',
      summary:
        'Save a new version of a language (?locale, default en: subject, HTML, text); `activate: true` also makes it the one sent in that language',
      params: idParam,
      query: localeQuery,
      body: saveBody,
      response: detailSchema,
    },
    update: {
      method: 'PATCH',
      path: '/api/admin/email-templates/:id',
      summary: "Rename or describe a template; a custom template's variables",
      params: idParam,
      body: patchBody,
      response: detailSchema,
    },
    activate: {
      method: 'POST',
      path: '/api/admin/email-templates/:id/activate',
      summary: 'Make a saved version the active one of its language (roll back or forward)',
      params: idParam,
      body: activateBody,
      response: detailSchema,
    },
    test: {
      method: 'POST',
      path: '/api/admin/email-templates/:id/test',
      summary:
        "Send the given content (or the latest version of ?locale, default en) with sample values to the admin's address",
      params: idParam,
      query: localeQuery,
      body: testBody,
      response: successMessage.extend({ to: z.string() }),
    },
    remove: {
      method: 'DELETE',
      path: '/api/admin/email-templates/:id',
      summary: 'Delete a custom template (built-in ones: 400)',
      params: idParam,
      response: successMessage,
    },
  },
);
