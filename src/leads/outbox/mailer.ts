import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { LeadEmail } from './lead-email';

export interface Mailer {
  send(email: LeadEmail): Promise<void>;
  close(): void;
}

/** What nodemailer is given for one of our e-mails (its address objects quote and encode). */
export function mailOptions(email: LeadEmail): SendMailOptions {
  return {
    from: email.from,
    to: email.to,
    replyTo: email.replyTo,
    subject: email.subject,
    text: email.text,
    messageId: email.messageId,
    headers: email.headers,
    ...(email.attachments && { attachments: email.attachments }),
  };
}

/** SMTP through nodemailer (`SMTP_URL`: smtp:// with STARTTLS when offered, smtps:// for TLS). */
export function smtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(email) {
      await transport.sendMail(mailOptions(email));
    },
    close: () => transport.close(),
  };
}
