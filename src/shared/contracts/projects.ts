/**
 * Projects: the sample resource a team replaces with its own product's (README, "Make it yours").
 * A project belongs to an organization, or to a user's personal space; every member of the
 * organization may read and edit it, and creating one counts against the plan's `projects` limit.
 */
import { z } from 'zod';
import { organizationIdField } from './billing-subscriptions.ts';
import { endpoints } from './endpoint.ts';
import { pageQuery, pagination } from './pagination.ts';

export const project = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** null: the creator's personal space. */
  organizationId: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof project>;

export const projectName = z.string().trim().min(1, 'Name is required').max(100);
export const projectDescription = z.string().trim().max(2000);

/**
 * Where: `organizationId` names an organization the caller belongs to; without it, the caller's
 * active organization (GET /api/me's `activeOrganizationId`), or the personal space when none.
 */
export const projectSpace = { organizationId: organizationIdField };

export const projectCreateBody = z
  .object({ name: projectName, description: projectDescription.optional(), ...projectSpace })
  .strict();
export const projectUpdateBody = z
  .object({ name: projectName.optional(), description: projectDescription.optional() })
  .strict()
  .refine((body) => body.name !== undefined || body.description !== undefined, 'Nothing to update');
export const projectListQuery = z.object({
  ...pageQuery,
  ...projectSpace,
  search: z.string().trim().max(100).optional(),
});
export type ProjectListQuery = z.input<typeof projectListQuery>;
export const projectIdParam = z.object({ id: z.uuid('Not a project id') });

const one = z.object({ project });
export const projectEndpoints = endpoints(
  { access: 'user', tags: ['projects'] },
  {
    list: {
      method: 'GET',
      path: '/api/projects',
      summary: "The space's projects, newest first",
      apiKey: ['projects:read'],
      query: projectListQuery,
      response: z.object({ projects: z.array(project), pagination }),
    },
    create: {
      method: 'POST',
      path: '/api/projects',
      summary: "Create a project; past the plan's `projects` limit: 403 `plan_limit`",
      apiKey: ['projects:write'],
      body: projectCreateBody,
      response: one,
      status: 201,
    },
    get: {
      method: 'GET',
      path: '/api/projects/:id',
      summary: 'One project (404 unless the caller may see it)',
      apiKey: ['projects:read'],
      params: projectIdParam,
      response: one,
    },
    update: {
      method: 'PUT',
      path: '/api/projects/:id',
      summary: 'Rename or describe a project',
      apiKey: ['projects:write'],
      params: projectIdParam,
      body: projectUpdateBody,
      response: one,
    },
    remove: {
      method: 'DELETE',
      path: '/api/projects/:id',
      summary: 'Delete a project',
      apiKey: ['projects:write'],
      params: projectIdParam,
      response: z.object({ deleted: z.literal(true) }),
    },
  },
);
