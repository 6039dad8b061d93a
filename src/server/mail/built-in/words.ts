/**
 * The words of the built-in e-mails: the `server-mail` catalog (src/shared/i18n/catalogs/<locale>/
 * server-mail.json), whose keys are `<template key>.<part>` (subject, title, text, button,
 * footnote, greeting) plus the parts every e-mail shares (`hi`, `orOpenLink`, `manageBilling`).
 * The catalogs are ICU like every other one (`{name}`, checked by the catalog test); here each
 * argument becomes the template editor's `{{name}}` placeholder, the syntax admins see and edit.
 * The markup they go into is built in ../built-in-templates.ts.
 */
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { InvitationRole } from '../../../shared/contracts/organizations.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales.ts';
import { serverCatalog } from '../../i18n/catalogs.ts';

/** A catalog message as template text: `Hi {name},` → `Hi {{name}},` (tags stay as written). */
function asTemplateText(message: string): string {
  return parse(message, { ignoreTag: true })
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.argument) return `{{${element.value}}}`;
      // A template is rendered by placeholder replacement: plurals and formats have no meaning there.
      throw new Error(`An e-mail text takes plain {arguments} only: "${message}"`);
    })
    .join('');
}

export interface MailWords {
  /** A part every e-mail in this language has; an id English lacks is a mistake in the code. */
  word(id: string): string;
  /** A part some e-mails have (a footnote, a button of their own): undefined where English has none. */
  optional(id: string): string | undefined;
}

export function mailWords(locale: Locale): MailWords {
  const catalog = serverCatalog('server-mail', locale);
  const english = serverCatalog('server-mail', DEFAULT_LOCALE);
  // The catalog test gives every language exactly English's keys: the English text is a safety net.
  const optional = (id: string) => {
    const message = catalog[id] ?? english[id];
    return message === undefined ? undefined : asTemplateText(message);
  };
  return {
    optional,
    word(id) {
      const text = optional(id);
      if (text === undefined) throw new Error(`No e-mail text "${id}" in the server-mail catalog`);
      return text;
    },
  };
}

/**
 * The `{{role}}` of an invitation in this language, as it reads inside the sentence (the web
 * app's role names, organizations.json `role.*`, in the sentence's case; a test compares them).
 */
export function invitationRoleWord(locale: Locale, role: InvitationRole): string {
  return mailWords(locale).word(`organization_invitation.role.${role}`);
}
