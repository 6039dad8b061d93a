/**
 * The transactional e-mails of the foundation. Each template returns subject, HTML and text;
 * every interpolated value is HTML-escaped, so a user's name can never inject markup.
 */
import { escapeHtml } from '../content/html.ts';

export { escapeHtml };

interface Rendered {
  subject: string;
  html: string;
  text: string;
}

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f4f4f5;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${bodyHtml}</td></tr>
</table></td></tr></table></body></html>`;
}

function button(url: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>
<p style="font-size:13px;color:#71717a">Or open this link: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`;
}

export function verificationEmail(input: { name: string; url: string; appName: string }): Rendered {
  const subject = `Verify your e-mail address for ${input.appName}`;
  return {
    subject,
    html: layout(
      'Confirm your e-mail address',
      `<p>Hi ${escapeHtml(input.name)},</p><p>Thanks for signing up. Confirm your e-mail address to finish setting up your account.</p>${button(input.url, 'Verify e-mail')}<p style="font-size:13px;color:#71717a">The link is valid for 24 hours. If you did not sign up, ignore this e-mail.</p>`,
    ),
    text: `Hi ${input.name},\n\nThanks for signing up. Confirm your e-mail address:\n${input.url}\n\nThe link is valid for 24 hours. If you did not sign up, ignore this e-mail.\n`,
  };
}

export function passwordResetEmail(input: { name: string; url: string; appName: string }): Rendered {
  const subject = `Reset your ${input.appName} password`;
  return {
    subject,
    html: layout(
      'Reset your password',
      `<p>Hi ${escapeHtml(input.name)},</p><p>Someone asked to reset the password of your account. Choose a new password with the link below.</p>${button(input.url, 'Choose a new password')}<p style="font-size:13px;color:#71717a">The link is valid for one hour and works once. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>`,
    ),
    text: `Hi ${input.name},\n\nChoose a new password with this link (valid for one hour, works once):\n${input.url}\n\nIf you did not ask for it, ignore this e-mail.\n`,
  };
}

/** A message typed by an admin, with its line breaks kept, under a short intro. */
function adminMessage(title: string, intro: string, message: string, quoted?: string): Rendered {
  const paragraphs = message
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('');
  const quote = quoted
    ? `<blockquote style="margin:24px 0 0;padding-left:12px;border-left:3px solid #e4e4e7;color:#71717a">${escapeHtml(quoted).replaceAll('\n', '<br>')}</blockquote>`
    : '';
  return {
    subject: title,
    html: layout(title, `<p>${escapeHtml(intro)}</p>${paragraphs}${quote}`),
    text: `${intro}\n\n${message}\n${quoted ? `\n> ${quoted.replaceAll('\n', '\n> ')}\n` : ''}`,
  };
}

export function contactReplyEmail(input: {
  name: string;
  subject: string;
  message: string;
  original: string;
}): Rendered {
  return adminMessage(
    input.subject,
    `Hi ${input.name}, thanks for getting in touch.`,
    input.message,
    input.original,
  );
}

export function feedbackReplyEmail(input: {
  name: string;
  message: string;
  original: string;
  appName: string;
}): Rendered {
  return adminMessage(
    `About your feedback to ${input.appName}`,
    `Hi ${input.name}, thank you for your feedback.`,
    input.message,
    input.original,
  );
}

export function waitlistInvitationEmail(input: { name: string; url: string; appName: string }): Rendered {
  return {
    subject: `You're invited to ${input.appName}`,
    html: layout(
      "You're in!",
      `<p>Hi ${escapeHtml(input.name)},</p><p>Thanks for waiting. Your spot on the ${escapeHtml(input.appName)} waitlist came up: create your account with the link below.</p>${button(input.url, 'Create my account')}`,
    ),
    text: `Hi ${input.name},\n\nThanks for waiting. Your spot on the ${input.appName} waitlist came up. Create your account:\n${input.url}\n`,
  };
}
