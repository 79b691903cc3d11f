import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { freePort } from './production-server';

export interface ReceivedMail {
  messageId: string;
  from: string;
  to: string[];
  replyTo: string;
  subject: string;
  text: string;
  /** Each attached file as it arrived (a job application's CV). */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface SmtpSink {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Stops listening (an outage: the site's deliveries fail); `start` listens again on the same port. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
}

/** A real SMTP server (the `smtp-server` package) on a free port, keeping every message it accepts. */
export async function startSmtp(): Promise<SmtpSink> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  const sink: SmtpSink = {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              received.push({
                messageId: mail.messageId ?? '',
                from: mail.from?.text ?? '',
                to: (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
                  a.value.map((v) => v.address ?? ''),
                ),
                replyTo: mail.replyTo?.text ?? '',
                subject: mail.subject ?? '',
                text: mail.text ?? '',
                attachments: mail.attachments.map((file) => ({
                  filename: file.filename ?? '',
                  contentType: file.contentType,
                  content: file.content,
                })),
              });
              callback();
            })
            .catch(callback);
        },
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const running = server;
      server = undefined;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
  };
  await sink.start();
  return sink;
}
