/**
 * E-mail templates (admin): list, the editor's load and save (every save is a new version, active
 * or a draft), rollback to an older version, server-side preview of unsaved content, test sends,
 * custom templates. Also the outbox's retry. Everything goes through `request()`.
 */
import { type EmailStatus, type MessageResult, type OutboxEmail, type Pagination, request } from './api';

export interface TemplateVariable {
  name: string;
  description: string;
  sample: string;
}

export interface VersionRef {
  id: number;
  version: number;
  createdAt: string;
}

export interface EmailTemplateSummary {
  id: number;
  key: string;
  name: string;
  description: string | null;
  builtIn: boolean;
  variables: TemplateVariable[];
  activeVersion: VersionRef | null;
  latestVersion: VersionRef;
  updatedAt: string;
}

/** The template with its latest saved version's content: what the editor loads. */
export interface EmailTemplateDetail extends EmailTemplateSummary {
  subject: string;
  html: string;
  text: string;
}

export interface TemplateVersionRow {
  id: number;
  version: number;
  subject: string;
  createdAt: string;
  createdBy: { id: string; name: string } | null;
  active: boolean;
}

export interface TemplateVersion {
  id: number;
  version: number;
  subject: string;
  html: string;
  text: string;
  createdAt: string;
}

export interface TemplateWithVersions {
  template: EmailTemplateDetail;
  versions: TemplateVersionRow[];
}

export interface TemplateContent {
  subject: string;
  html: string;
  /** '' means "generate it from the HTML". */
  text: string;
}

export interface PreviewBody {
  subject: string;
  html: string;
  text?: string;
  templateId?: number;
  variables?: Record<string, string>;
}

export interface PreviewResult {
  subject: string;
  html: string;
  text: string;
  unknownVariables: string[];
  missingVariables: string[];
}

export interface NewTemplateBody {
  key: string;
  name: string;
  description?: string;
  subject: string;
  html: string;
  text?: string;
  variables?: TemplateVariable[];
}

export interface EmailsQuery {
  page?: number;
  limit?: number;
  to?: string;
  status?: EmailStatus;
  template?: string;
}

/** Variables every template may use, whatever it declares. */
export const GLOBAL_VARIABLES: TemplateVariable[] = [
  { name: 'appName', description: 'The name of the service', sample: '' },
  { name: 'baseUrl', description: 'The address of the site', sample: '' },
  { name: 'year', description: 'The current year', sample: '' },
];

/** lower_snake_case (2 to 64 characters), as the API requires of a custom template's key. */
export const TEMPLATE_KEY_PATTERN = /^[a-z][a-z0-9_]{1,63}$/;
/** A variable's name as written between the braces: `{{firstName}}`. */
export const VARIABLE_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

const base = '/api/admin/email-templates';

export const emailTemplatesApi = {
  list: () => request<{ templates: EmailTemplateSummary[] }>('GET', base),
  get: (id: number) => request<TemplateWithVersions>('GET', `${base}/${id}`),
  version: (id: number, versionId: number) =>
    request<{ version: TemplateVersion }>('GET', `${base}/${id}/versions/${versionId}`),
  save: (id: number, body: TemplateContent & { activate?: boolean }) =>
    request<TemplateWithVersions>('PUT', `${base}/${id}`, body),
  activate: (id: number, versionId: number) =>
    request<TemplateWithVersions>('POST', `${base}/${id}/activate`, { versionId }),
  preview: (body: PreviewBody) => request<PreviewResult>('POST', `${base}/preview`, body),
  test: (id: number, body: Partial<TemplateContent> = {}) =>
    request<{ success: true; message: string; to: string }>('POST', `${base}/${id}/test`, body),
  create: (body: NewTemplateBody) => request<TemplateWithVersions>('POST', base, body),
  update: (id: number, body: { name?: string; description?: string; variables?: TemplateVariable[] }) =>
    request<TemplateWithVersions>('PATCH', `${base}/${id}`, body),
  remove: (id: number) => request<MessageResult>('DELETE', `${base}/${id}`),

  /** The outbox / delivery log, with the status and template filters. */
  emails: (params: EmailsQuery) =>
    request<{ emails: OutboxEmail[]; pagination: Pagination }>('GET', '/api/admin/emails', undefined, {
      ...params,
    }),
  retryEmail: (id: number) => request<{ email: OutboxEmail }>('POST', `/api/admin/emails/${id}/retry`),
};
