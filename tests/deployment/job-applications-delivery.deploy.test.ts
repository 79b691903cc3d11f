import { afterAll, describe, expect, it } from 'vitest';
import { PostgresLeadStore } from '@/leads/postgres/postgres-store';
import { startStorageEmulator, type RunningStorageEmulator } from '../../scripts/storage-emulator';
import {
  applicationForm,
  plainToken,
  postApplication,
  sha256,
  type ApplicationForm,
} from '../helpers/application-post';
import { startDeployment, type Deployment } from '../helpers/deployment';
import { pdf } from '../helpers/documents';
import { deliveryEnv, leadsEnv, waitFor } from '../helpers/leads-site';
import { startPostgres, type Postgres } from '../helpers/postgres';
import { startSmtp, type SmtpSink } from '../helpers/smtp';

/**
 * Accepted means kept, and delivered once (issue 64): two instances behind nginx on one
 * PostgreSQL, their files in one bucket (Firebase's Storage emulator), the SMTP server down while
 * applications arrive and one instance is stopped and started mid-way; then each application
 * reaches HR exactly once, with its file.
 */
const COUNT = 24;
const OPENING = '/en/work-with-us/welding-application-engineer';
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe('two instances on one PostgreSQL', () => {
  it('deliver each application exactly once, one of them stopped mid-way', async () => {
    const postgres: Postgres = await startPostgres();
    cleanups.push(() => postgres.remove());
    const emulator: RunningStorageEmulator = await startStorageEmulator({ quiet: true });
    cleanups.push(() => emulator.remove());
    const smtp: SmtpSink = await startSmtp();
    await smtp.stop();
    cleanups.push(() => smtp.stop());
    const deployment: Deployment = await startDeployment(
      2,
      {
        ...leadsEnv(smtp, '/nonexistent'),
        ...emulator.env,
        ...deliveryEnv,
        DATABASE_URL: postgres.url,
      },
      { nginxCache: false, nginxLimits: false },
    );
    cleanups.push(() => deployment.stop());
    const base = deployment.nginx.baseURL;
    const form: ApplicationForm = applicationForm(await (await fetch(base + OPENING)).text());
    const cvs = new Map<string, Buffer>();

    const send = async (from: number, to: number) => {
      for (let i = from; i < to; i += 1) {
        const email = `applicant-${i}@example.com`;
        // past nginx's 1 MB for other posts: its location for applications passes 21 MB
        const cv = pdf(`Applicant ${i}`, i % 8 === 0 ? 3_000_000 : 200_000 + i);
        cvs.set(email, cv);
        // a post that reaches an instance as it stops may be refused by nginx (it retries no
        // POST): the visitor is told and sends again, as here; it must then arrive once too
        for (let attempt = 0; ; attempt += 1) {
          const token = await plainToken(base, form).catch(() => undefined);
          const answer = token
            ? await postApplication(base, form, token, {
                email,
                files: [{ field: 'cv', name: `cv-${i}.pdf`, data: cv }],
              })
            : { status: 502, location: '' };
          if (answer.status === 303 && answer.location.endsWith('?sent=application')) break;
          if (attempt > 5) throw new Error(`applicant ${i}: answered ${answer.status}`);
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
    };

    await send(0, COUNT / 3);
    await deployment.instances[0]!.stop();
    await send(COUNT / 3, (COUNT * 2) / 3);
    await deployment.restartInstance(0);
    await send((COUNT * 2) / 3, COUNT);
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    await waitFor(() => smtp.received.length >= COUNT, `${COUNT} e-mails arrive`, 60_000);
    // every delivery is marked: an e-mail counted now is every e-mail there will be
    const store = await PostgresLeadStore.open(postgres.url);
    cleanups.push(() => store.close());
    await waitFor(async () => (await store.counts()).pending === 0, 'nothing is pending', 30_000);
    expect(smtp.received).toHaveLength(COUNT);
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(COUNT);
    for (const [email, cv] of cvs) {
      const mails = smtp.received.filter((mail) => mail.replyTo.includes(email));
      expect(mails, email).toHaveLength(1);
      expect(sha256(mails[0]!.attachments[0]!.content)).toBe(sha256(cv));
    }
  }, 300_000);
});
