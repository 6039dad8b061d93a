/**
 * The variables the built-in templates declare (name, what it is, a sample for the editor's
 * preview): those every template has, and the helpers for each template's own.
 */
import { brand } from '../../../shared/brand.ts';
import type { TemplateVariable } from '../../db/schema.ts';

export const GLOBAL_VARIABLES: TemplateVariable[] = [
  { name: 'appName', description: 'The product name', sample: brand.name },
  { name: 'baseUrl', description: 'The public address of the service', sample: 'https://example.com' },
  { name: 'year', description: 'The current year', sample: '2026' },
];

/** A variable; its name stays a literal type, so the values a template needs are typed (definitions.ts). */
export const v = <Name extends string>(
  name: Name,
  description: string,
  sample: string,
): TemplateVariable & { name: Name } => ({ name, description, sample });
export const nameVar = v('name', "The recipient's name", 'Ada Lovelace');
export const billingUrl = v('url', 'The billing page of the account', 'https://example.com/account/billing');
