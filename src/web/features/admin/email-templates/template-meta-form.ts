import { type EmailTemplateDetail, VARIABLE_NAME_PATTERN } from '@shared/contracts/email-templates';
/**
 * The custom-template details form: its rules (variables named once, not one of the global ones),
 * its own messages, its starting values and the starter message a new template begins with.
 */
import { z } from 'zod';
import { GLOBAL_VARIABLES } from './global-variables';

const GLOBAL_NAMES = new Set(GLOBAL_VARIABLES.map((variable) => variable.name));

const variableRow = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name it')
    .max(50, 'At most 50 characters')
    .regex(VARIABLE_NAME_PATTERN, 'Letters, digits and _, starting with a letter')
    .refine((name) => !GLOBAL_NAMES.has(name), 'Always available: no need to declare it'),
  description: z.string().trim().max(200, 'At most 200 characters'),
  sample: z.string().max(2000, 'At most 2000 characters'),
});

export const metaForm = z
  .object({
    key: z.string().trim(),
    name: z.string().trim().min(1, 'Give the template a name').max(100, 'At most 100 characters'),
    description: z.string().trim().max(500, 'At most 500 characters'),
    variables: z.array(variableRow).max(50, 'At most 50 variables'),
  })
  .superRefine((values, context) => {
    const seen = new Set<string>();
    values.variables.forEach((variable, index) => {
      if (seen.has(variable.name)) {
        context.addIssue({ code: 'custom', path: ['variables', index, 'name'], message: 'Declared twice' });
      }
      seen.add(variable.name);
    });
  });
export type MetaForm = z.infer<typeof metaForm>;

export const KEY_PATTERN_MESSAGE =
  'lower_snake_case: lowercase letters, digits and underscores, 2 to 64 characters';

/** This form's own messages, in the reader's language (the lengths are worded by the resolver). */
export const MESSAGES = {
  'Name it': 'admin-email-templates.meta.variableNameRequired',
  'Letters, digits and _, starting with a letter': 'admin-email-templates.meta.variableNamePattern',
  'Always available: no need to declare it': 'admin-email-templates.meta.variableGlobal',
  'Declared twice': 'admin-email-templates.meta.variableTwice',
  'Give the template a name': 'admin-email-templates.meta.nameRequired',
  [KEY_PATTERN_MESSAGE]: 'admin-email-templates.meta.keyInvalid',
};

export const STARTER_SUBJECT = 'A message from {{appName}}';
export const STARTER_HTML = `<p>Hi {{name}},</p>
<p>Write your message here.</p>
<p>— The {{appName}} team</p>`;

/** The form's starting values: the template's, or one declared variable for a new one. */
export function defaults(template?: EmailTemplateDetail): MetaForm {
  if (template) {
    return {
      key: template.key,
      name: template.name,
      description: template.description ?? '',
      variables: template.variables.map((variable) => ({ ...variable })),
    };
  }
  return {
    key: '',
    name: '',
    description: '',
    variables: [{ name: 'name', description: "The recipient's name", sample: 'Ada Lovelace' }],
  };
}
