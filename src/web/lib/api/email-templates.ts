/**
 * E-mail templates (admin): list, the editor's load and save (every save is a new version, active
 * or a draft), rollback to an older version, server-side preview of unsaved content, test sends,
 * custom templates; each template has a version per language (`locale`). Types come from the
 * shared contract.
 */
import type { successMessage } from '@shared/contracts/common';
import type {
  contentBody,
  createBody,
  detailSchema,
  patchBody,
  previewBody,
  renderedSchema,
  summarySchema,
  variableSchema,
  versionSchema,
} from '@shared/contracts/email-templates';
import type { Locale } from '@shared/i18n/locales';
import type { z } from 'zod';
import { request } from '../api';

export { TEMPLATE_KEY_PATTERN, VARIABLE_NAME_PATTERN } from '@shared/contracts/email-templates';

export type TemplateVariable = z.output<typeof variableSchema>;
export type EmailTemplateSummary = z.output<typeof summarySchema>;
export type TemplateWithVersions = z.output<typeof detailSchema>;
/** The template with its latest saved version's content: what the editor loads. */
export type EmailTemplateDetail = TemplateWithVersions['template'];
export type TemplateVersionRow = TemplateWithVersions['versions'][number];
export type TemplateVersion = z.output<typeof versionSchema>;
/** `text: ''` means "generate it from the HTML". */
export type TemplateContent = z.output<typeof contentBody>;
export type PreviewBody = z.input<typeof previewBody>;
export type PreviewResult = z.output<typeof renderedSchema>;
export type NewTemplateBody = z.input<typeof createBody>;

/** Variables every template may use, whatever it declares (the server fills their values). */
export const GLOBAL_VARIABLES: TemplateVariable[] = [
  { name: 'appName', description: 'The name of the service', sample: '' },
  { name: 'baseUrl', description: 'The address of the site', sample: '' },
  { name: 'year', description: 'The current year', sample: '' },
];

const base = '/api/admin/email-templates';

/** Which language's version a call reads or writes (English when left out). */
const inLocale = (locale: Locale) => ({ locale });

export const emailTemplatesApi = {
  list: () => request<{ templates: EmailTemplateSummary[] }>('GET', base),
  get: (id: number, locale: Locale) =>
    request<TemplateWithVersions>('GET', `${base}/${id}`, undefined, inLocale(locale)),
  version: (id: number, versionId: number) =>
    request<{ version: TemplateVersion }>('GET', `${base}/${id}/versions/${versionId}`),
  save: (id: number, locale: Locale, body: TemplateContent & { activate?: boolean }) =>
    request<TemplateWithVersions>('PUT', `${base}/${id}`, body, inLocale(locale)),
  activate: (id: number, versionId: number) =>
    request<TemplateWithVersions>('POST', `${base}/${id}/activate`, { versionId }),
  preview: (body: PreviewBody) => request<PreviewResult>('POST', `${base}/preview`, body),
  test: (id: number, locale: Locale, body: Partial<TemplateContent> = {}) =>
    request<z.output<typeof successMessage> & { to: string }>(
      'POST',
      `${base}/${id}/test`,
      body,
      inLocale(locale),
    ),
  create: (body: NewTemplateBody) => request<TemplateWithVersions>('POST', base, body),
  update: (id: number, body: z.input<typeof patchBody>) =>
    request<TemplateWithVersions>('PATCH', `${base}/${id}`, body),
  remove: (id: number) => request<z.output<typeof successMessage>>('DELETE', `${base}/${id}`),
};
