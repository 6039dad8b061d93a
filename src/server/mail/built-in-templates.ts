/**
 * The e-mails the service sends, as the templates it installs on first start, in every language:
 * what each one is in ./built-in/definitions.ts, its words in the `server-mail` catalog
 * (./built-in/words.ts), the markup in ./built-in/layout.ts, the variables every template has in
 * ./built-in/variables.ts. Admins edit them (each save is a new version of that language) in
 * /dashboard/admin/email-templates; the code only names a key and passes variables.
 */

import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales.ts';
import type { TemplateVariable } from '../db/schema.ts';
import { DEFINITIONS, type MailTemplateKey, type Shape } from './built-in/definitions.ts';
import {
  callToAction,
  greetingAndLink,
  layout,
  note,
  para,
  replyBody,
  replyText,
} from './built-in/layout.ts';
import { type MailWords, mailWords } from './built-in/words.ts';

export type { MailTemplateKey, MailValues } from './built-in/definitions.ts';

export interface BuiltInTemplate {
  key: MailTemplateKey;
  name: string;
  description: string;
  variables: TemplateVariable[];
  subject: string;
  html: string;
  /** Empty: generated from the HTML. */
  text: string;
}

/** The body of a template of each shape (definitions.ts), from its words `<key>.<part>`. */
function composeBody(shape: Shape, key: MailTemplateKey, words: MailWords): { body: string; text?: string } {
  const { word, optional } = words;
  const part = (name: string) => word(`${key}.${name}`);
  const shared = { hi: word('hi'), orOpenLink: word('orOpenLink') };
  switch (shape) {
    case 'link':
      return { body: greetingAndLink(shared, part('text'), part('button'), optional(`${key}.footnote`)) };
    case 'billing':
      return {
        body: greetingAndLink(shared, part('text'), optional(`${key}.button`) ?? word('manageBilling')),
      };
    case 'welcome':
      return { body: para(part('text')) + callToAction(part('button'), shared.orOpenLink) };
    case 'reply':
      return { body: replyBody(part('greeting')), text: replyText(part('greeting')) };
    case 'notice':
      return { body: [para(shared.hi), para(part('text'))].join('\n') };
    case 'code':
      return {
        body: [
          para(shared.hi),
          para(part('text')),
          '<p style="font-size:24px;font-weight:600;letter-spacing:4px;margin:16px 0">{{code}}</p>',
          note(part('footnote')),
        ].join('\n'),
      };
  }
}

/** The built-in templates in one language (name, description and variables stay English: admin-only). */
export function builtInTemplates(locale: Locale): BuiltInTemplate[] {
  const words = mailWords(locale);
  return (Object.keys(DEFINITIONS) as MailTemplateKey[]).map((key) => {
    const { name, description, variables, shape } = DEFINITIONS[key];
    const { body, text = '' } = composeBody(shape, key, words);
    return {
      key,
      name,
      description,
      variables: [...variables],
      subject: words.word(`${key}.subject`),
      html: layout(locale, words.word(`${key}.title`), body),
      text,
    };
  });
}

/** The built-in templates in English: the metadata every language shares, and the fallback. */
export const BUILT_IN_TEMPLATES: BuiltInTemplate[] = builtInTemplates(DEFAULT_LOCALE);
