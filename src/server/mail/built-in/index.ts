/** The built-in e-mails' words in every language (see texts.ts). */
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import type { MailTextsByLocale } from './texts.ts';

export const MAIL_TEXTS: MailTextsByLocale = { en, de, fr, es };
