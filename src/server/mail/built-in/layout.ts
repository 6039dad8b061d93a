/**
 * The markup of every built-in e-mail: one layout and one style for each part, so every e-mail
 * looks the same, with the brand's colours, legal name and support address. The words come from
 * ./<locale>.ts; ../built-in-templates.ts puts them together.
 */
import { brand } from '../../../shared/brand.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { escapeHtml } from '../../content/html.ts';

export function layout(locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>img{max-width:100%;height:auto}a{overflow-wrap:anywhere;word-break:break-word}</style>
</head>
<body style="margin:0;background:#f4f4f5;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;table-layout:fixed"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;max-width:520px;table-layout:fixed;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px;overflow-wrap:anywhere;word-break:break-word">
<h1 style="font-size:20px;margin:0 0 16px">${title}</h1>
${body}
</td></tr>
</table>
<p style="font-size:12px;color:#a1a1aa;margin:16px 0 0">© {{year}} ${escapeHtml(brand.legalName)} · <a href="mailto:${brand.supportEmail}" style="color:#a1a1aa">${brand.supportEmail}</a></p>
</td></tr></table>
</body>
</html>`;
}

/** The parts the e-mails are made of (one style each, so every e-mail looks the same). */
export const para = (html: string) => `<p>${html}</p>`;
export const note = (html: string) => `<p style="font-size:13px;color:#71717a">${html}</p>`;

/** The link as a button, and under it the address to copy for a mail client that hides buttons. */
export const callToAction = (label: string, orOpenLink: string) =>
  `<p style="margin:24px 0"><a href="{{url}}" style="background:${brand.colors.emailPrimary};color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${label}</a></p>
${note(`${orOpenLink} <a href="{{url}}" style="overflow-wrap:anywhere;word-break:break-all">{{url}}</a>`)}`;

/** A quoted variable (the message an admin's reply answers). */
export const quote = (name: string) =>
  `<blockquote style="margin:24px 0 0;padding-left:12px;border-left:3px solid #e4e4e7;color:#71717a">{{${name}}}</blockquote>`;

/** Most e-mails: "Hi {{name}}," then what happened, the link, and an optional note under it. */
export const greetingAndLink = (
  words: { hi: string; orOpenLink: string },
  text: string,
  label: string,
  footnote?: string,
) =>
  [
    para(words.hi),
    para(text),
    callToAction(label, words.orOpenLink),
    ...(footnote ? [note(footnote)] : []),
  ].join('\n');

/** An admin's reply: the greeting line, the reply, and the message it answers; as HTML and as text. */
export const replyBody = (greeting: string) =>
  [para(greeting), para('{{message}}'), quote('originalMessage')].join('\n');
export const replyText = (greeting: string) => `${greeting}\n\n{{message}}\n\n> {{originalMessage}}\n`;
