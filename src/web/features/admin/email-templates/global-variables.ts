import type { TemplateVariable } from '@shared/contracts/email-templates';

/** Variables every template may use, whatever it declares (the server fills their values). */
export const GLOBAL_VARIABLES: TemplateVariable[] = [
  { name: 'appName', description: 'The name of the service', sample: '' },
  { name: 'baseUrl', description: 'The address of the site', sample: '' },
  { name: 'year', description: 'The current year', sample: '' },
];
