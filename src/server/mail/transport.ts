/**
 * Where e-mail goes: an SMTP server (SMTP_URL) or the local outbox. The outbox transport
 * delivers nothing; the `email` table row written by the mailer *is* the outbox, readable by
 * admins through GET /api/admin/emails.
 */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  readonly name: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** nodemailer is loaded only when SMTP is configured: the outbox needs none of it. */
export async function createSmtpTransport(smtpUrl: string): Promise<MailTransport> {
  const { default: nodemailer } = await import('nodemailer');
  // Short timeouts: a stuck server must fail the delivery (recorded, retried later), not hold
  // the process for minutes at shutdown.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

export const outboxTransport: MailTransport = {
  name: 'outbox',
  async send() {},
  close() {},
};
