import http from 'node:http';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteLeadStore } from '@/leads/sqlite/sqlite-store';
import {
  applicationForm,
  plainToken,
  postApplication,
  sha256,
  type Applicant,
} from '../helpers/application-post';
import { violations } from '../helpers/axe';
import { launchBrowser } from '../helpers/browser';
import { docm, pdf, windowsProgram } from '../helpers/documents';
import { startLeadsSite, waitFor, type LeadsSite } from '../helpers/leads-site';
import { sharedPage } from '../helpers/shared-page';

/**
 * Job applications with a CV (issue 64) against the production build, with its own store, the
 * files in its folder, and a real SMTP server: in a browser in three languages, with and without
 * JavaScript, and over HTTP what needs no browser (the refusals, a body too large).
 */
let leads: LeadsSite;
let browser: Browser;
const shared = sharedPage(() => browser);
let base = '';
let store: SqliteLeadStore;

beforeAll(async () => {
  leads = await startLeadsSite({
    // one client sends every post of this file; the lane and the rate are the lead forms' tests
    LEADS_RATE_PER_MINUTE: '1000',
    LEADS_PLAIN_INTERVAL_SECONDS: '0',
    LEADS_MIN_SECONDS: '0',
    JOBS_TO: 'hr@fortarc.example',
  });
  base = leads.site.baseURL;
  browser = await launchBrowser();
  // the site's own store, read as `npm run leads` reads it
  store = SqliteLeadStore.open(path.join(leads.dataDir, 'leads.sqlite'));
}, 90_000);

afterAll(async () => {
  await store?.close();
  await shared.close();
  await browser?.close();
  await leads?.close();
});

type Locale = 'it' | 'en' | 'de';
const OPENING: Record<Locale, string> = {
  it: '/lavora-con-noi/tecnico-assistenza-esterna-germania',
  en: '/en/work-with-us/field-service-technician-germany',
  de: '/de/arbeite-mit-uns/servicetechniker-aussendienst-deutschland',
};
const TITLE: Record<Locale, string> = {
  it: 'Tecnico di assistenza esterna – Germania',
  en: 'Field service technician – Germany',
  de: 'Servicetechniker im Außendienst (m/w/d) – Deutschland',
};
const CONTACT: Record<Locale, string> = { it: '/contatti', en: '/en/contacts', de: '/de/kontakt' };
const THANKS: Record<Locale, string> = {
  it: 'Grazie, la tua candidatura è stata inviata',
  en: 'Thank you, your application has been sent',
  de: 'Vielen Dank, Ihre Bewerbung wurde gesendet',
};

const html = async (pathname: string) => (await fetch(base + pathname)).text();
const mailsFrom = (address: string) =>
  leads.smtp.received.filter((mail) => mail.replyTo.includes(address));

/** The page's application form once its script has fetched a token and solved the proof. */
async function readyForm(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector('form.application-form');
    return (
      (form?.querySelector('[name=form_token]') as HTMLInputElement | null)?.value &&
      (form?.querySelector('[name=altcha]') as HTMLInputElement | null)?.value
    );
  });
  return page.locator('form.application-form');
}

/** Every request the page makes to another host than this machine's. */
function offMachine(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && !['localhost', '127.0.0.1'].includes(url.hostname)) {
      outside.push(request.url());
    }
  });
  return outside;
}

/** Once the outbox has nothing pending, an e-mail counted is every e-mail there will be. */
async function delivered(address: string) {
  await waitFor(() => mailsFrom(address).length > 0, `the e-mail from ${address} arrives`);
  await waitFor(async () => (await store.counts()).pending === 0, 'the outbox is empty');
  return mailsFrom(address);
}

describe('an application with a PDF CV', () => {
  it.each([
    ['de', 'opening', true, 1440],
    ['it', 'opening', false, 390],
    ['en', 'opening', true, 390],
    ['de', 'contact', false, 1440],
    ['it', 'contact', true, 1440],
    ['en', 'contact', false, 390],
  ] as const)(
    'arrives once with the file intact (%s, %s page, JavaScript: %s, %i px)',
    async (locale, where, javaScript, width) => {
      const email = `applicant-${locale}-${where}-${javaScript ? 'js' : 'plain'}@example.com`;
      const cv = pdf(`Curriculum of ${email}`, 300_000);
      // made like new, cookies too: the plain form's token (a cookie) is this visit's own
      const page = await shared.open({ javaScriptEnabled: javaScript, width, height: 900 });
      const outside = offMachine(page);
      const pathname = where === 'opening' ? OPENING[locale] : CONTACT[locale];
      await page.goto(base + pathname);
      const form = javaScript ? await readyForm(page) : page.locator('form.application-form');
      if (where === 'opening') {
        expect(await form.locator('.application-position').textContent()).toContain(TITLE[locale]);
      } else {
        await form.locator('[name=area]').selectOption('service');
      }
      await form.locator('[name=name]').fill('Grete Schweißer');
      await form.locator('[name=email]').fill(email);
      await form.locator('[name=message]').fill('Zehn Jahre Service an Schweißanlagen.');
      const attach = () =>
        form
          .locator('[name=cv]')
          .setInputFiles({ name: 'Lebenslauf.pdf', mimeType: 'application/pdf', buffer: cv });
      await attach();
      await form.locator('[name=privacy]').check();
      if (javaScript) {
        // the upload's progress is drawn while it is sent
        await page.evaluate(() => {
          const flag = window as unknown as { progressSeen: boolean };
          flag.progressSeen = false;
          new MutationObserver(() => {
            if (document.querySelector('form.application-form progress')) flag.progressSeen = true;
          }).observe(document.body, { subtree: true, childList: true });
        });
        const [answer] = await Promise.all([
          page.waitForResponse((r) => r.url().includes('/api/jobs/apply')),
          form.locator('button[type=submit]').click(),
        ]);
        expect(answer.status()).toBe(200);
        expect(answer.request().headers().accept).toContain('application/json');
        await expect
          .poll(() => page.locator('[role=status]').first().textContent())
          .toContain(THANKS[locale]);
        // sent without a reload
        expect(page.url()).toBe(base + pathname);
        expect(
          await page.evaluate(() => (window as unknown as { progressSeen: boolean }).progressSeen),
        ).toBe(true);
      } else {
        // the page carries no token; the form's image handed this visitor one in a cookie, so
        // the first post is accepted
        await form.locator('button[type=submit]').click();
        await page.waitForURL(/\?sent=application$/);
        await expect.poll(() => page.locator('h2').allTextContents()).toContain(THANKS[locale]);
      }
      const [mail, ...more] = await delivered(email);
      expect(more).toEqual([]);
      expect(mail!.to).toEqual([
        where === 'opening' ? 'jobs@fortarc.example' : 'hr@fortarc.example',
      ]);
      expect(mail!.subject).toBe(
        where === 'opening'
          ? `Candidatura: ${TITLE[locale]}`
          : 'Candidatura: candidatura spontanea, assistenza tecnica',
      );
      expect(mail!.attachments).toHaveLength(1);
      expect(mail!.attachments[0]!.contentType).toBe('application/pdf');
      expect(sha256(mail!.attachments[0]!.content)).toBe(sha256(cv));
      expect(mail!.text).toContain('Lebenslauf.pdf');
      expect(outside).toEqual([]);
    },
    60_000,
  );
});

describe('an application refused', () => {
  const FILES_LEFT = 'the files kept by the site';
  const refusals: [string, Applicant, string][] = [
    [
      'a program renamed .pdf',
      { files: [{ field: 'cv', name: 'lebenslauf.pdf', data: windowsProgram() }] },
      'Lebenslauf: Es werden nur PDF-, Word- (DOCX) oder OpenDocument-Dokumente (ODT) angenommen.',
    ],
    [
      'a Word document with macros',
      { files: [{ field: 'cv', name: 'lebenslauf.docm', data: docm() }] },
      'Lebenslauf: Dokumente mit Makros werden nicht angenommen',
    ],
    ['no CV', {}, 'Lebenslauf: Bitte füllen Sie dieses Feld aus.'],
    [
      'no consent',
      { privacy: false, files: [{ field: 'cv', name: 'lebenslauf.pdf', data: pdf() }] },
      'Bitte bestätigen Sie, dass Sie die Datenschutzhinweise gelesen haben.',
    ],
  ];

  it.each(refusals)(
    '%s: the page says why, by the field, in German, and keeps nothing',
    async (_, applicant, reason) => {
      const form = applicationForm(await html(OPENING.de));
      const email = `refused-${sha256(Buffer.from(reason)).slice(0, 8)}@example.com`;
      const token = await plainToken(base, form);
      const before = (await store.counts()).pending;
      const answer = await postApplication(base, form, token, { ...applicant, email });
      expect(answer.status).toBe(303);
      expect(answer.location).toMatch(/\?application=[\w-]+\.[\w-]+#apply$/);
      const page = await (await fetch(new URL(answer.location, base))).text();
      expect(page).toContain(reason);
      const field = applicant.privacy === false ? 'privacy' : 'cv';
      const input = page.match(/<input[^>]*>/g)?.find((tag) => tag.includes(`name="${field}"`));
      expect(input).toContain('aria-invalid="true"');
      expect(page).toContain(`value="${email}"`);
      expect(await store.findApplications({ email })).toEqual([]);
      expect((await store.counts()).pending, FILES_LEFT).toBe(before);
    },
  );

  /** Streams a post of 200 MB to the route; resolves with its answer and the time it took. */
  function stream200MB(declared: boolean) {
    return new Promise<{ status: number; ms: number; sentMB: number; body: string }>(
      (resolve, reject) => {
        const started = performance.now();
        const boundary = 'x-fortarc-test';
        const total = 200 * 1024 * 1024;
        const request = http.request(`${base}/api/jobs/apply?locale=de&page=%2Fde%2Fkontakt`, {
          method: 'POST',
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            ...(declared && { 'content-length': String(total) }),
          },
        });
        let sent = 0;
        request.on('response', (response) => {
          const ms = performance.now() - started;
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => {
            request.destroy();
            resolve({ status: response.statusCode ?? 0, ms, sentMB: sent / 1048576, body });
          });
        });
        // the server may close the connection once it has answered
        request.on('error', (error) => (sent < total ? undefined : reject(error)));
        request.write(
          `--${boundary}\r\nContent-Disposition: form-data; name="locale"\r\n\r\nde\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n` +
            'Content-Type: application/pdf\r\n\r\n%PDF-',
        );
        const chunk = Buffer.alloc(1024 * 1024, 0x20);
        const pump = () => {
          while (sent < total && !request.destroyed) {
            sent += chunk.length;
            if (!request.write(chunk)) {
              request.once('drain', pump);
              return;
            }
          }
        };
        pump();
      },
    );
  }

  it('a body that declares 200 MB is answered 413 within a second, none of it read', async () => {
    const answer = await stream200MB(true);
    expect(answer.status).toBe(413);
    expect(answer.ms).toBeLessThan(1000);
    expect(answer.sentMB).toBeLessThan(200);
    // in the language the form's address names
    expect(answer.body).toContain('Die Dateien sind zu groß');
    // and the site goes on serving
    expect((await fetch(base + CONTACT.de)).status).toBe(200);
  });

  it('a body of 200 MB that does not declare its length is answered 413 once its file passes 10 MB', async () => {
    // the server must have received 10 MB to know a file passes 10 MB: the answer comes then,
    // the rest unread (on a quiet machine in 0.2 to 0.5 s; the bound is for a loaded one)
    const answer = await stream200MB(false);
    expect(answer.status).toBe(413);
    expect(answer.sentMB).toBeLessThan(40);
    expect(answer.ms).toBeLessThan(10_000);
    expect(answer.body).toContain('Die Dateien sind zu groß');
    expect((await fetch(base + CONTACT.de)).status).toBe(200);
  });
});

describe('a burst of applications', () => {
  /** A post whose body is never finished: it holds one of the applications read at once. */
  function heldPost() {
    const request = http.request(`${base}/api/jobs/apply?locale=en&page=%2Fen%2Fcontacts`, {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=held',
        'content-length': String(5 * 1024 * 1024),
      },
    });
    request.on('error', () => undefined);
    request.write('--held\r\nContent-Disposition: form-data; name="locale"\r\n\r\nen\r\n');
    return request;
  }

  it('past four read at once, the next is answered 503 with Retry-After, unread', async () => {
    const held = Array.from({ length: 4 }, heldPost);
    try {
      const form = applicationForm(await html(OPENING.en));
      // the four arrive before the fifth: it is answered once they hold every place
      await expect
        .poll(async () => {
          const answer = await fetch(base + form.action, {
            method: 'POST',
            headers: { accept: 'application/json' },
            body: (() => {
              const body = new FormData();
              body.append('locale', 'en');
              return body;
            })(),
          });
          return { status: answer.status, retry: answer.headers.get('retry-after') };
        })
        .toEqual({ status: 503, retry: '10' });
    } finally {
      for (const request of held) request.destroy();
    }
    // once they are gone (the server hears of it a moment later), applications go through again
    const form = applicationForm(await html(OPENING.en));
    await expect.poll(async () => (await postApplication(base, form, '', {})).status).toBe(303);
    const token = await plainToken(base, form);
    const answer = await postApplication(base, form, token, {
      email: 'after-the-burst@example.com',
      files: [{ field: 'cv', name: 'cv.pdf', data: pdf() }],
    });
    expect(answer.location).toMatch(/\?sent=application$/);
  });
});

describe('the pages', () => {
  it.each(['it', 'en', 'de'] as const)(
    'the contact page shows the application form and no embed placeholder (%s)',
    async (locale) => {
      const page = await html(CONTACT[locale]);
      expect(page).toContain('class="application-form"');
      expect(page).not.toContain('forms.example.com');
    },
  );

  it.each(['it', 'en', 'de'] as const)(
    'an opening’s JobPosting says directApply where its form is (%s)',
    async (locale) => {
      const page = await html(OPENING[locale]);
      const posting = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
        .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
        .find((data) => data['@type'] === 'JobPosting');
      expect(posting?.directApply).toBe(true);
      expect(page).toContain('class="application-form"');
    },
  );

  it('an opening with its form is clean for axe (with JavaScript)', async () => {
    const page = await shared.open({ width: 1280, height: 720 });
    await page.goto(base + OPENING.en);
    await readyForm(page);
    expect(await violations(page)).toEqual([]);
  });

  it('the form with its errors shown is clean for axe (the answer without JavaScript)', async () => {
    // axe runs scripts of its own: the site's are refused instead, as the lead forms' test does
    const page = await shared.open({ width: 1280, height: 720 });
    await page.context().route(/\/_next\/static\/.*\.js(\?|$)/, (route) => route.abort());
    await page.goto(base + CONTACT.de);
    await page.locator('form.application-form button[type=submit]').click();
    await expect
      .poll(() => page.locator('form.application-form .lead-form-summary').textContent())
      .toContain('Bitte korrigieren Sie');
    await page.waitForLoadState('load');
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await violations(page)).toEqual([]);
  });
});
