import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENED_COOKIE } from '@/leads/lead-fields';
import { quotePath } from '@/paths/quote-paths';
import { violations } from '../helpers/axe';
import { launchBrowser } from '../helpers/browser';
import { startLeadsSite, waitFor, type LeadsSite } from '../helpers/leads-site';
import { sharedPage } from '../helpers/shared-page';

/**
 * The site's own forms (issue 44) in a browser, with and without JavaScript, against the
 * production build with its own store and a real SMTP server.
 */
let leads: LeadsSite;
let browser: Browser;
const shared = sharedPage(() => browser);
let base = '';

beforeAll(async () => {
  // every post of this file comes from one client: the per-client limit is leads-delivery's test
  leads = await startLeadsSite({ LEADS_RATE_PER_MINUTE: '1000' });
  base = leads.site.baseURL;
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await shared.close();
  await browser?.close();
  await leads?.close();
});

const CONTACT = { it: '/contatti', en: '/en/contacts', de: '/de/kontakt' } as const;

async function html(path: string): Promise<string> {
  return (await fetch(base + path)).text();
}

async function open(path: string, javaScript = true, width = 1280): Promise<Page> {
  // reduced motion (the shared page's): the site's reveal-on-scroll starts at the first keypress,
  // and axe, scrolling each block into view to read its colours, caught the contact page's last
  // block mid-fade
  const page = await shared.open({ width, height: 900, javaScriptEnabled: javaScript });
  await page.goto(base + path);
  return page;
}

/**
 * The site refuses a form sent sooner than LEADS_MIN_SECONDS (1 s here) after its timing token
 * was issued, as a robot's: a person's time the test has to spend too. A token's first part is
 * when it was issued, in base 36 (`form-token.ts`), by the clock the browser and the test read.
 */
const TOKEN_AGE_MS = 1100;

/** Until the token the page's script fetched into the form is old enough to send. */
async function tokenAged(page: Page): Promise<void> {
  await page.waitForFunction((age) => {
    const token = document.querySelector<HTMLInputElement>('form.lead-form [name=form_token]');
    const issued = Number.parseInt(token?.value.split('.')[0] ?? '', 36);
    return Number.isFinite(issued) && Date.now() - issued >= age;
  }, TOKEN_AGE_MS);
}

/** Until the token a page without a script got in a cookie, from the form's image, is old enough. */
async function cookieTokenAged(page: Page): Promise<void> {
  const age = async () => {
    const cookies = await page.context().cookies(base);
    const token = cookies.find((cookie) => cookie.name === OPENED_COOKIE)?.value;
    const issued = Number.parseInt(token?.split('.')[0] ?? '', 36);
    return Number.isFinite(issued) ? Date.now() - issued : -1;
  };
  await expect.poll(age).toBeGreaterThanOrEqual(TOKEN_AGE_MS);
}

/** A form page once its script has fetched the timing token and solved the proof of work. */
async function openWithToken(path: string): Promise<Page> {
  const page = await open(path);
  await page.waitForFunction(
    () =>
      (document.querySelector('[name=form_token]') as HTMLInputElement)?.value !== '' &&
      !!(document.querySelector('[name=altcha]') as HTMLInputElement | null)?.value,
  );
  return page;
}

/** The proof of work a form's post carried (ALTCHA's field: base64 JSON), parsed. */
function proofOf(multipart: string): {
  challenge: { parameters: Record<string, unknown> };
  solution: { derivedKey: string };
} {
  // React sends the form's fields under a prefix of its own (`_1_altcha`)
  const field = /name="(?:_\d+_)?altcha"\r\n\r\n([^\r]+)/.exec(multipart)?.[1];
  if (!field) throw new Error('the post carried no proof of work');
  return JSON.parse(Buffer.from(field, 'base64').toString('utf8'));
}

/** A proof of work in the widget's shape whose key was not derived: what a robot would forge. */
const FORGED_PROOF = Buffer.from(
  JSON.stringify({
    challenge: {
      parameters: {
        algorithm: 'PBKDF2/SHA-256',
        nonce: '00',
        salt: '00',
        cost: 1,
        keyLength: 32,
        keyPrefix: '00',
      },
      signature: '00'.repeat(32),
    },
    solution: { counter: 1, derivedKey: '00'.repeat(32) },
  }),
).toString('base64');

async function fillContact(
  page: Page,
  fields: { name: string; email: string; topic: string; message: string },
) {
  const form = page.locator('form.lead-form');
  await form.locator('[name=name]').fill(fields.name);
  await form.locator('[name=email]').fill(fields.email);
  await form.locator('[name=topic]').selectOption(fields.topic);
  await form.locator('[name=message]').fill(fields.message);
  await form.locator('[name=privacy]').check();
  return form;
}

async function fillQuote(page: Page, who: { name: string; email: string; country: string }) {
  const form = page.locator('form.lead-form');
  await form.locator('[name=name]').fill(who.name);
  await form.locator('[name=company]').fill('Arc Works');
  await form.locator('[name=email]').fill(who.email);
  await form.locator('[name=country]').selectOption(who.country);
  await form.locator('[name=quantity]').fill('2 machines');
  await form.locator('[name=message]').fill('Aluminium up to 10 mm.');
  await form.locator('[name=privacy]').check();
}

const mailsTo = (address: string) => leads.smtp.received.filter((m) => m.replyTo.includes(address));

describe('the links to the quote form', () => {
  it.each(['it', 'en', 'de'] as const)(
    'the header’s button leads to the quote form (%s)',
    async (locale) => {
      const home = await html(locale === 'it' ? '/' : `/${locale}`);
      expect(home).toContain(`href="${quotePath(locale)}"`);
      expect(await html(quotePath(locale))).toContain('class="lead-form"');
    },
  );

  it('a product page and the comparison carry their products', async () => {
    expect(await html('/en/products/pioneer-403')).toContain(
      `href="${quotePath('en', ['pioneer-403'])}"`,
    );
    const comparison = await html('/de/produkte/vergleich?p=pioneer-303,micromag-205');
    expect(comparison).toContain(`href="${quotePath('de', ['pioneer-303', 'micromag-205'])}"`);
  });

  it('shows the products by name, removable, and drops an unknown one with a note', async () => {
    const page = await html(quotePath('en', ['pioneer-403', 'no-such-machine']));
    expect(/<input type="checkbox" name="p" checked="" value="pioneer-403"\/>/.test(page)).toBe(
      true,
    );
    expect(page).toContain('Pioneer 403');
    expect(page).toContain('Not found, so left out: no-such-machine');
    expect(page).not.toContain('value="no-such-machine"');
  });

  it('shows nothing of a query value that is not a product slug', async () => {
    const junk = encodeURIComponent('Our office is closed. Call +1 555 0100');
    const page = await html(`${quotePath('en', ['pioneer-403'])},${junk},%E2%80%AEevil`);
    // what the page shows (Next's own script payload carries the URL as it was requested)
    const shown = page.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(shown).toContain('Pioneer 403');
    expect(shown).not.toContain('left out');
    for (const text of ['office is closed', '555 0100', 'evil', '\u202E']) {
      expect(shown, text).not.toContain(text);
    }
  });
});

describe('the form’s code', () => {
  /** The scripts a page asks for at first: Next's, in its HTML. */
  async function firstLoadScripts(path: string): Promise<string> {
    const sources = [...(await html(path)).matchAll(/src="(\/_next\/[^"]+\.js)"/g)];
    const texts = await Promise.all(sources.map(([, src]) => html(src!)));
    return texts.join('\n');
  }

  it('is not in the first load of a page without a form, and arrives on a page with one', async () => {
    // a class name only the form's view writes
    expect(await firstLoadScripts('/en/privacy-policy')).not.toContain('lead-form-grid');
    expect(await firstLoadScripts('/')).not.toContain('lead-form-grid');
    // a context of its own: a first visit, none of the form's code in a cache already
    const context = await browser.newContext();
    const page = await context.newPage();
    const viewLoaded = page.waitForResponse(
      async (response) =>
        response.url().includes('/_next/static/chunks/') &&
        (await response.text()).includes('lead-form-grid'),
    );
    await page.goto(base + quotePath('en'));
    await viewLoaded;
    await context.close();
  });
});

describe('the quote form’s country', () => {
  it('is not taken from the page’s language: empty when served, and required', async () => {
    for (const locale of ['it', 'en', 'de'] as const) {
      const page = await open(quotePath(locale), false);
      const country = page.locator('form.lead-form [name=country]');
      expect(await country.inputValue()).toBe('');
      expect(await country.getAttribute('required')).not.toBeNull();
      const first = country.locator('option').first();
      expect(await first.getAttribute('value')).toBe('');
      expect(await first.innerText()).toBe(
        { it: 'Scegli il paese', en: 'Choose your country', de: 'Land auswählen' }[locale],
      );
    }
  });

  it('is the visitor’s own where their browser’s languages name it, unless they chose', async () => {
    for (const [locale, expected] of [
      ['de-AT', 'AT'],
      ['en', ''],
    ] as const) {
      // a context of its own: the browser's languages are a context's option
      const context = await browser.newContext({ locale, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(base + quotePath('en'));
      const country = page.locator('form.lead-form [name=country]');
      await page.waitForFunction(
        () => (document.querySelector('[name=form_token]') as HTMLInputElement)?.value !== '',
      );
      await expect.poll(() => country.inputValue()).toBe(expected);
      await context.close();
    }
  });
});

describe('a request', () => {
  it('sent with JavaScript arrives once, with Reply-To, the products and the country (de)', async () => {
    const page = await openWithToken(quotePath('de', ['pioneer-403']));
    await fillQuote(page, { name: 'Greta Schweißer', email: 'greta@example.de', country: 'DE' });
    await tokenAged(page);
    const [post] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && !!r.headers()['next-action']),
      page.locator('form.lead-form button[type=submit]').click(),
    ]);
    const proof = proofOf(post.postData() ?? '');
    expect(proof.challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(proof.solution.derivedKey).toMatch(/^[0-9a-f]{64}$/);
    await page.waitForURL(/\?sent=quote&ref=[0-9a-f-]{36}&country=DE&p=pioneer-403$/);
    await expect.poll(() => page.locator('h2').filter({ hasText: 'Danke' }).count()).toBe(1);
    await waitFor(() => mailsTo('greta@example.de').length === 1, 'the e-mail arrives');
    const [mail] = mailsTo('greta@example.de');
    // the thank-you view recaps the request under the reference sales' e-mail carries
    const reference = /^<lead-([0-9a-f-]{36})@/.exec(mail!.messageId)?.[1];
    expect(await recapOf(page)).toEqual([
      ['Referenz', reference],
      ['Art', 'Angebotsanfrage'],
      ['Produkte', 'Pioneer 403'],
      ['Land', 'Deutschland'],
    ]);
    expect(await page.locator('[data-thanks-next] li').count()).toBe(3);
    expect(mail!.replyTo).toContain('greta@example.de');
    expect(mail!.to).toEqual(['sales@fortarc.example']);
    expect(mail!.subject).toBe('Richiesta di preventivo: Pioneer 403 – Germania');
    expect(mail!.text).toContain('Lingua del visitatore: tedesco');
    // the country's sales partners (the form has no place: the first two by name)
    expect(mail!.text).toMatch(
      /\nRivenditori nel paese del visitatore:\n {2}- Franken Schweiß- und Schneidtechnik, .+ – tel\. \+49\d+ – \S+@\S+\n {2}- Hanse Maschinenverleih, /,
    );
    expect(mail!.messageId).toMatch(/^<lead-[0-9a-f-]{36}@fortarc\.example>$/);
    await page.reload();
    // a time, not an event: no second e-mail may come within it (an e-mail is a few 100 ms)
    await page.waitForTimeout(1500);
    expect(mailsTo('greta@example.de')).toHaveLength(1);
    // LEADS_CONFIRMATION is off: the thank-you page is the visitor's only receipt
    expect(leads.smtp.received.filter((m) => m.to.includes('greta@example.de'))).toEqual([]);
  });

  it('sent without JavaScript arrives once at the first press, and a reload of the thank-you page sends nothing (it, 390 px)', async () => {
    const page = await open(quotePath('it', ['micromag-205']), false, 390);
    await fillQuote(page, { name: 'Ada Saldatrice', email: 'ada@example.it', country: 'IT' });
    // the page carries no token (it is the same for everyone): the form's image handed this
    // visitor one in a cookie as it was shown, good once LEADS_MIN_SECONDS (1 s) have passed,
    // a person's time the test has to spend too
    await cookieTokenAged(page);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.locator('form.lead-form button[type=submit]').click(),
    ]);
    expect(response.status()).toBe(303);
    await page.waitForURL(/\?sent=quote&ref=[0-9a-f-]{36}&country=IT&p=micromag-205$/);
    expect((await recapOf(page)).slice(1)).toEqual([
      ['Tipo', 'Richiesta di preventivo'],
      ['Prodotti', 'Micromag 205'],
      ['Paese', 'Italia'],
    ]);
    await waitFor(() => mailsTo('ada@example.it').length === 1, 'the e-mail arrives');
    expect(mailsTo('ada@example.it')[0]!.subject).toBe(
      'Richiesta di preventivo: Micromag 205 – Italia',
    );
    // accepted by the production server before Next: the partners are read there too
    expect(mailsTo('ada@example.it')[0]!.text).toMatch(
      /\nRivenditori nel paese del visitatore:\n {2}- Brescia Saldature, .+\n {2}- Emilia Welding Academy, /,
    );
    await page.reload();
    // a time, not an event: no second e-mail may come within it (an e-mail is a few 100 ms)
    await page.waitForTimeout(1500);
    expect(mailsTo('ada@example.it')).toHaveLength(1);
  });

  it('from the header, with two machines picked from the catalogue and one found by search, arrives with them (en)', async () => {
    const page = await openWithToken(quotePath('en'));
    await fillQuote(page, { name: 'Pat Picker', email: 'pat@example.ie', country: 'IE' });
    const picker = page.locator('[data-product-picker]');
    await picker.locator('summary').click();
    await picker.locator('input[value="discovery-160"]').check();
    // the search narrows the list; a ticked product it hides is still sent
    await picker.getByLabel('Search by name or model code').fill('CR-322');
    await expect.poll(() => picker.locator('li:not([hidden])').count()).toBe(1);
    await picker.locator('input[value="cruiser-322-ac-dc"]').check();
    await tokenAged(page);
    await page.locator('form.lead-form button[type=submit]').click();
    await page.waitForURL(
      /\?sent=quote&ref=[0-9a-f-]{36}&country=IE&p=discovery-160,cruiser-322-ac-dc$/,
    );
    await waitFor(() => mailsTo('pat@example.ie').length === 1, 'the e-mail arrives');
    expect(mailsTo('pat@example.ie')[0]!.subject).toBe(
      'Richiesta di preventivo: Discovery 160, Cruiser 322 AC/DC – Irlanda',
    );
  });

  it('from the contact form arrives with its topic (en)', async () => {
    const page = await openWithToken(CONTACT.en);
    const form = await fillContact(page, {
      name: 'Bob Welder',
      email: 'bob@example.co.uk',
      topic: 'service',
      message: 'My machine shows E12.',
    });
    await tokenAged(page);
    await form.locator('button[type=submit]').click();
    await page.waitForURL(/\?sent=contact&ref=[0-9a-f-]{36}$/);
    expect((await recapOf(page)).map(([term]) => term)).toEqual(['Reference', 'Kind']);
    await waitFor(() => mailsTo('bob@example.co.uk').length === 1, 'the e-mail arrives');
    // the CMS's global settings name service's address for this topic
    expect(mailsTo('bob@example.co.uk')[0]!.to).toEqual(['service@fortarc.example']);
    expect(mailsTo('bob@example.co.uk')[0]!.subject).toBe(
      'Richiesta di contatto: assistenza e riparazioni',
    );
  });
});

describe('bad input', () => {
  it('empty required fields: a summary that takes focus and links to each field, in the page’s language', async () => {
    const page = await open(CONTACT.de, false);
    await page.locator('form.lead-form button[type=submit]').click();
    const summary = page.locator('.lead-form-summary');
    await expect.poll(() => summary.textContent()).toContain('Bitte korrigieren Sie 5 Felder');
    expect(
      await summary.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toHaveLength(5);
    // the contact page has the job application form too: the contact form's field
    const name = page.locator('form.lead-form [name=name]');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    const described = (await name.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`#${described.split(' ').at(-1)}`).textContent()).toContain(
      'Bitte füllen Sie dieses Feld aus',
    );
  });

  it('the contact form with its errors shown is clean for axe (without JavaScript)', async () => {
    // axe needs scripts of its own, which a page with scripts turned off never runs: the site's
    // scripts are refused instead, so React never starts and the form is a plain POST, and the
    // page shown is the server's HTML as a browser without JavaScript has it
    const page = await shared.open({ height: 720 });
    await page.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => route.abort());
    await page.goto(base + CONTACT.en);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.locator('form.lead-form button[type=submit]').click(),
    ]);
    expect(answer.request().headers()['next-action']).toBeUndefined();
    await expect
      .poll(() => page.locator('.lead-form-summary').textContent())
      .toContain('Please correct 5 fields');
    await page.waitForLoadState('load'); // the stylesheets at the end of <body> too
    // the summary took focus and scrolled the page: axe's target-size hit-tests each target, and
    // misreads the map's links scrolled out above the viewport (they pass on the page as opened)
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await violations(page)).toEqual([]);
  });

  it('the quote form with its errors shown is clean for axe (with JavaScript)', async () => {
    const page = await openWithToken(quotePath('de', ['pioneer-403']));
    await page.locator('form.lead-form button[type=submit]').click();
    await expect
      .poll(() => page.locator('.lead-form-summary').textContent())
      .toContain('Bitte korrigieren Sie');
    expect(await violations(page)).toEqual([]);
  });

  it('a bad e-mail and a 20,000-character message are named, every value kept', async () => {
    const page = await openWithToken(CONTACT.en);
    const form = await fillContact(page, {
      name: 'Carl',
      email: 'carl@nowhere',
      topic: 'sales',
      message: '',
    });
    await form.locator('[name=message]').evaluate((el) => {
      el.removeAttribute('maxlength');
      (el as HTMLTextAreaElement).value = 'x'.repeat(20_000);
    });
    await tokenAged(page);
    await form.locator('button[type=submit]').click();
    const summary = page.locator('.lead-form-summary');
    await expect.poll(() => summary.textContent()).toContain('E-mail: enter an address');
    expect(await summary.textContent()).toContain('Message: this is too long.');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('alert');
    expect(await form.locator('[name=email]').inputValue()).toBe('carl@nowhere');
    expect(await violations(page)).toEqual([]);
    expect(mailsTo('carl@nowhere')).toHaveLength(0);
  });

  it.each([
    ['a filled honeypot', 'website', 'https://spam.example'],
    ['a forged token', 'form_token', 'mz1abc.AAAA.forged'],
    ['an expired token', 'form_token', 'expired'],
    ['a forged proof of work', 'altcha', FORGED_PROOF],
    ['a proof of work left out', 'altcha', ''],
  ])(
    '%s is refused with the phone and e-mail, and nothing is delivered',
    async (_case, field, value) => {
      const page = await openWithToken(CONTACT.en);
      const form = await fillContact(page, {
        name: 'Robot',
        email: 'robot@example.com',
        topic: 'other',
        message: 'Buy now',
      });
      await tokenAged(page);
      const token = value === 'expired' ? await expiredToken() : value;
      await page.evaluate(
        ([name, v]) => {
          (document.querySelector(`[name=${name}]`) as HTMLInputElement).value = v!;
        },
        [field, token],
      );
      await form.locator('button[type=submit]').click();
      await expect
        .poll(() => page.locator('.lead-form-summary').textContent())
        .toContain('could not be sent');
      expect(await page.locator('.lead-form-summary').textContent()).toMatch(/call us at \+39/);
      // a time, not an event: no e-mail may come within it (an e-mail is a few 100 ms)
      await page.waitForTimeout(1000);
      expect(mailsTo('robot@example.com')).toHaveLength(0);
    },
  );

  it('a client that is not a form gets 415 for a wrong type and 413 for a 1 MB body, never 5xx', async () => {
    const wrong = await fetch(base + CONTACT.en, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"x"}',
    });
    expect(wrong.status).toBe(415);
    const big = await fetch(base + CONTACT.en, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `message=${'x'.repeat(1024 * 1024)}`,
    });
    expect(big.status).toBe(413);
  });
});

/** A token signed with the test's secret, issued two days ago. */
async function expiredToken(): Promise<string> {
  const { issueFormToken } = await import('@/leads/form-token');
  const { TEST_LEADS_SECRET } = await import('../helpers/leads-site');
  return issueFormToken(
    TEST_LEADS_SECRET,
    { scripted: true },
    Date.now() - 2 * 24 * 60 * 60 * 1000,
  );
}

/** Keys pressed one after another: Tab, Space and Enter by name, anything else typed. */
async function press(page: Page, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    if (key === 'Tab' || key === 'Space' || key === 'Enter') await page.keyboard.press(key);
    else await page.keyboard.type(key);
  }
}

/**
 * From the message to the submit button: the privacy acknowledgement ticked, its link, the
 * marketing consent left unticked, and the proof of work's box, ticked by itself.
 */
const MESSAGE_TO_SUBMIT = ['Tab', 'Space', 'Tab', 'Tab', 'Tab', 'Tab'];

/** The thank-you view's recap: each term with its value. */
function recapOf(page: Page): Promise<Array<[string, string]>> {
  return page
    .locator('[data-thanks-recap] > div')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('dt')?.textContent ?? '',
        row.querySelector('dd')?.textContent ?? '',
      ]),
    );
}

async function sendByKeyboard(page: Page, kind: 'quote' | 'contact'): Promise<void> {
  expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('submit');
  await tokenAged(page);
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`\\?sent=${kind}&ref=`));
}

describe('a keyboard alone', () => {
  it('completes the quote form', async () => {
    const page = await openWithToken(quotePath('en'));
    await page.locator('[name=name]').focus();
    // name, company, e-mail, the phone (optional) passed by, then the country (a select chooses
    // by typing)
    await press(page, ['Kay Board', 'Tab', 'Keys Ltd', 'Tab', 'kay@example.com', 'Tab', 'Tab']);
    // past the product picker's summary (closed) to the quantity
    await press(page, [
      'Ireland',
      'Tab',
      'Tab',
      'One machine',
      'Tab',
      'Please call.',
      ...MESSAGE_TO_SUBMIT,
    ]);
    await sendByKeyboard(page, 'quote');
    await waitFor(() => mailsTo('kay@example.com').length === 1, 'the e-mail arrives');
  });

  it('completes the contact form', async () => {
    const page = await openWithToken(CONTACT.en);
    await page.locator('form.lead-form [name=name]').focus();
    // name, e-mail, the phone and the company (optional) passed by, then the topic
    await press(page, ['Kim Keys', 'Tab', 'kim@example.com', 'Tab', 'Tab', 'Tab']);
    await press(page, ['Spare']); // a select chooses by typing
    expect(await page.locator('form.lead-form [name=topic]').inputValue()).toBe('parts');
    await press(page, ['Tab', 'A nozzle for my torch.', ...MESSAGE_TO_SUBMIT]);
    await sendByKeyboard(page, 'contact');
    await waitFor(() => mailsTo('kim@example.com').length === 1, 'the e-mail arrives');
    expect(mailsTo('kim@example.com')[0]!.subject).toBe('Richiesta di contatto: ricambi');
  });
});
