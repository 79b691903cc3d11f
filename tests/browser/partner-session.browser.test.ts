import { generateKeyPairSync, sign } from 'node:crypto';
import type { Browser, BrowserContext, Page, Request as BrowserRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DEMO_DISABLED_PARTNER,
  DEMO_PARTNER,
  seedDemoAccounts,
  startAuthEmulator,
  type RunningEmulator,
} from '../../scripts/auth-emulator';
import { violations } from '../helpers/axe';
import { launchBrowser } from '../helpers/browser';
import { hydrated, waitForHydration } from '../helpers/document';
import { startProductionServer, type RunningServer } from '../helpers/production-server';
import { sharedPage } from '../helpers/shared-page';
import { copySite, type SiteCopy } from '../helpers/site-copy';
import { partnerAreaPath, signInPath } from '@/paths/partner-paths';
import en from '@/i18n/messages/en.json';
import it_ from '@/i18n/messages/it.json';

/**
 * Sign-in, the server session and the reserved area (issue 21) on the production build, against
 * Firebase's own Auth emulator (firebase-tools): nothing here stands in for Firebase.
 */
const messages = { it: it_, en };
type Lang = keyof typeof messages;
const POLL = { timeout: 20_000 };
const SESSION = '/api/__session';
/** The site's default server: no Firebase configuration. */
const plainURL = inject('baseURL');

let emulator: RunningEmulator;
let site: SiteCopy;
let server: RunningServer;
let baseURL: string;
let browser: Browser;
/** The sign-in tests' page: each ends signed out (or never signed in), its cookies and storage reset. */
const shared = sharedPage(() => browser);

beforeAll(async () => {
  emulator = await startAuthEmulator({ quiet: true });
  await seedDemoAccounts(emulator.host, emulator.projectId);
  site = copySite();
  server = await startProductionServer(
    { ...emulator.env, CONTENT_DIR: site.contentDir },
    'ignore',
    () => {},
    '.',
    site.dir,
  );
  baseURL = server.baseURL;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await shared.close();
  await browser?.close();
  await server?.stop();
  site?.remove();
  await emulator?.stop();
});

/** The requests a page sends to the emulator and to the session endpoint, in order. */
function recordAuthTraffic(page: Page) {
  const seen: { url: string; method: string; body: string | null }[] = [];
  page.on('request', (request: BrowserRequest) => {
    const url = request.url();
    if (url.includes(emulator.host) || url.includes(SESSION)) {
      seen.push({ url, method: request.method(), body: request.postData() });
    }
  });
  return seen;
}

/** A new visitor's page (as a context's default, 1280 by 720, motion not reduced). */
async function visitorPage(height = 720) {
  const page = await shared.open({ width: 1280, height });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  return page;
}

async function openSignIn(lang: Lang) {
  const page = await visitorPage();
  await page.goto(baseURL + signInPath(lang));
  await waitForHydration(page);
  await expect
    .poll(() => page.locator('form.sign-in-card fieldset').isDisabled(), POLL)
    .toBe(false);
  return page;
}

async function fillSignIn(page: Page, email: string, password: string, lang: Lang) {
  const t = messages[lang].Session.signIn;
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
}

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies(baseURL)).find((cookie) => cookie.name === '__session');
}

/** An ID token from the emulator's REST API, as the web SDK gets one. */
async function idToken(account = DEMO_PARTNER): Promise<string> {
  const answer = await fetch(
    `http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${emulator.env.FIREBASE_API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: account.email,
        password: account.password,
        returnSecureToken: true,
      }),
    },
  );
  const body = (await answer.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`no token: ${JSON.stringify(body)}`);
  return body.idToken;
}

const base64url = (value: object | Buffer) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

/** An emulator-style (unsigned) token with the claims given over a valid one's. */
function unsignedToken(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${emulator.projectId}`,
    aud: emulator.projectId,
    auth_time: now - 10,
    user_id: DEMO_PARTNER.uid,
    sub: DEMO_PARTNER.uid,
    iat: now - 10,
    exp: now + 3600,
    email: DEMO_PARTNER.email,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...claims,
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}

/** A real token's claims, signed with a key that is not Google's. */
function forgedToken(real: string): string {
  const [, payload] = real.split('.');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const head = `${base64url({ alg: 'RS256', kid: 'forged-key', typ: 'JWT' })}.${payload}`;
  return `${head}.${sign('sha256', Buffer.from(head), privateKey).toString('base64url')}`;
}

let address = 0;
/** Each test its own visitor address (the production server believes a local proxy's list). */
function fromNewAddress(): Record<string, string> {
  address += 1;
  return { 'x-forwarded-for': `198.51.100.${address}` };
}

async function post(body: BodyInit | undefined, headers: Record<string, string> = {}) {
  return fetch(baseURL + SESSION, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: baseURL,
      ...fromNewAddress(),
      ...headers,
    },
    body,
  });
}

describe.each(['it', 'en'] as const)('a partner, in %s', (lang) => {
  const t = messages[lang].Session;

  it('signs in, gets the session cookie, downloads a partner document, signs out and is refused', async () => {
    const page = await visitorPage(900);
    const context = page.context();
    // the reserved area sends a visitor without a session to the sign-in page, and back after
    await page.goto(baseURL + partnerAreaPath(lang));
    expect(new URL(page.url()).pathname).toBe(signInPath(lang));
    await waitForHydration(page);
    await expect
      .poll(() => page.locator('form.sign-in-card fieldset').isDisabled(), POLL)
      .toBe(false);
    expect(await violations(page)).toEqual([]);
    const traffic = recordAuthTraffic(page);
    await fillSignIn(page, DEMO_PARTNER.email, DEMO_PARTNER.password, lang);
    await page.waitForURL((url) => url.pathname === partnerAreaPath(lang), POLL);
    expect(traffic.filter((request) => request.url.endsWith(SESSION))[0]?.method).toBe('POST');

    const cookie = await sessionCookie(context);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(4.9);
    expect(days).toBeLessThanOrEqual(5);

    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(t.area.title);
    expect(await page.locator('[data-partner]').innerText()).toContain(DEMO_PARTNER.displayName);
    expect(await violations(page)).toEqual([]);
    const links = page.locator('[data-partner-documents] a[download]');
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    const href = (await links.first().getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/partner-files\//);

    const download = await context.request.get(baseURL + href);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect(download.headers()['cache-control']).toBe('private, no-store');
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // the browser's own download, from the link
    const [saved] = await Promise.all([page.waitForEvent('download'), links.first().click()]);
    expect(await saved.failure()).toBeNull();

    // the sign-in loaded the reserved page as a new document: its button needs React's handler
    const signOut = page.getByRole('button', { name: t.area.signOut });
    await hydrated(signOut);
    await signOut.click();
    await page.waitForURL((url) => url.pathname === signInPath(lang), POLL);
    expect(await page.getByRole('status').first().innerText()).toBe(t.area.signedOut);
    expect(await sessionCookie(context)).toBeUndefined();
    const refused = await context.request.get(baseURL + href, {
      headers: { accept: 'application/json' },
    });
    expect(refused.status()).toBe(401);
    const asPage = await context.request.get(baseURL + href, {
      maxRedirects: 0,
      headers: { accept: 'text/html' },
    });
    expect(asPage.status()).toBe(303);
    // to the sign-in page in the language the visitor last chose, Italian by default
    expect(asPage.headers().location).toMatch(/\/accesso\?next=/);
    // no Firebase sign-in left in the browser either
    expect(await page.evaluate(() => localStorage.getItem('fortarc_signed_in'))).toBeNull();
  });

  it('refuses a 5-character password before sending anything', async () => {
    const page = await openSignIn(lang);
    const traffic = recordAuthTraffic(page);
    await fillSignIn(page, DEMO_PARTNER.email, 'abcde', lang);
    const password = page.getByLabel(t.signIn.password, { exact: true });
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.sign-in-field-error').innerText()).toBe(
      t.errors.passwordShort.replace('{min}', '6'),
    );
    expect(await password.evaluate((element) => element === document.activeElement)).toBe(true);
    // Proves that nothing is sent: no event to wait for, so half a second for a request to start.
    await page.waitForTimeout(500);
    expect(traffic).toEqual([]);
  });

  it('tells a disabled partner so, in the page’s language', async () => {
    const page = await openSignIn(lang);
    await fillSignIn(page, DEMO_DISABLED_PARTNER.email, DEMO_DISABLED_PARTNER.password, lang);
    const alert = page.locator('.sign-in-failure[role="alert"]');
    await expect.poll(() => alert.innerText(), POLL).toContain(t.errors.disabled);
    expect(await sessionCookie(page.context())).toBeUndefined();
  });

  it('tells a wrong password so', async () => {
    const page = await openSignIn(lang);
    await fillSignIn(page, DEMO_PARTNER.email, 'not-the-password', lang);
    await expect
      .poll(() => page.locator('.sign-in-failure').innerText(), POLL)
      .toContain(t.errors.wrongPassword);
  });
});

/**
 * The demo partner signed in, on the reserved page, with the page's clock in the test's hands (a
 * page of its own: the fake clock cannot be taken out again). Resolves once the reserved page's
 * session keeper has sent the stored token and had its answer: its refresh is then scheduled.
 */
async function signedInWithFakeClock(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(baseURL + signInPath('en'));
  await waitForHydration(page);
  await expect
    .poll(() => page.locator('form.sign-in-card fieldset').isDisabled(), POLL)
    .toBe(false);
  let onReservedPage = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) {
      onReservedPage = new URL(frame.url()).pathname === partnerAreaPath('en');
    }
  });
  const keeperPosted = page.waitForEvent('request', {
    predicate: (request) =>
      onReservedPage && request.url().endsWith(SESSION) && request.method() === 'POST',
    timeout: POLL.timeout,
  });
  await fillSignIn(page, DEMO_PARTNER.email, DEMO_PARTNER.password, 'en');
  await page.waitForURL((url) => url.pathname === partnerAreaPath('en'), POLL);
  const answer = await (await keeperPosted).response();
  expect(answer?.status()).toBe(200);
  return page;
}

describe('the token refresh', () => {
  it('sends a new token 5 minutes before the old one expires, and renews the session', async () => {
    const context = await browser.newContext();
    const page = await signedInWithFakeClock(context);
    const traffic = recordAuthTraffic(page);
    const posts = () => traffic.filter((r) => r.url.endsWith(SESSION) && r.method === 'POST');
    const tokens = () => posts().map((r) => (JSON.parse(r.body!) as { token: string }).token);
    const before = new Set(tokens());
    const first = await sessionCookie(context);

    // an ID token lives an hour: nothing new at 54 minutes
    await page.clock.fastForward('54:00');
    // Proves that nothing is sent yet: no event to wait for, so a second for a request to start.
    await page.waitForTimeout(1000);
    expect(tokens().filter((token) => !before.has(token))).toEqual([]);
    // past 55 minutes (5 before expiry) the keeper refreshes it and sends the new one
    await page.clock.fastForward('01:30');
    await expect
      .poll(() => tokens().filter((token) => !before.has(token)).length, POLL)
      .toBeGreaterThan(0);
    const fresh = tokens().find((token) => !before.has(token))!;
    const claims = JSON.parse(Buffer.from(fresh.split('.')[1]!, 'base64url').toString()) as {
      exp: number;
    };
    expect(claims.exp * 1000).toBeGreaterThan(Date.now() + 50 * 60_000);
    await expect
      .poll(async () => (await sessionCookie(context))?.value !== first?.value, POLL)
      .toBe(true);
    await context.close();
  });

  it('signs the partner out cleanly when the refresh fails', async () => {
    const context = await browser.newContext();
    const page = await signedInWithFakeClock(context);
    // the token service is unreachable from now on
    await context.route(/securetoken\.googleapis\.com/, (route) => route.abort('failed'));
    await page.clock.fastForward('56:00');
    // the session ends on the server, and the reserved page sends the partner to sign in
    await page.waitForURL((url) => url.pathname === signInPath('en'), POLL);
    expect(await sessionCookie(context)).toBeUndefined();
    await context.close();
  });
});

describe('public pages', () => {
  // three cold loads and three quiet periods of 1.5 s: over 25 s beside the HTTP tier
  it('load no Firebase code and reach no sign-in service for a visitor who never signed in', async () => {
    // A page of its own: a first visit (no cache, no storage of the sign-in tests' visitor).
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    const offSite: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(await response.text().catch(() => ''));
      }
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.host !== new URL(baseURL).host) offSite.push(url.href);
    });
    for (const path of ['/', '/en/products', '/en/download-area']) {
      await page.goto(baseURL + path, { waitUntil: 'load' });
      await waitForHydration(page);
      await page.mouse.move(20, 20);
      // Proves that nothing loads after the first sign of life: no event to wait for.
      await page.waitForTimeout(1500);
    }
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) {
      // the SDK's own marks (the consent definitions name Firebase's privacy policy, in words)
      expect(script).not.toMatch(/identitytoolkit|securetoken|FirebaseError|@firebase\//);
    }
    expect(offSite).toEqual([]);
    // the header's link to the reserved area is there, since sign-in is configured
    expect(await page.locator('[data-partner-area-link]').first().getAttribute('href')).toBe(
      partnerAreaPath('en'),
    );
    await context.close();
  }, 60_000);
});

describe('POST /api/__session', () => {
  const expectRefused = async (answer: Response, status: number, reason: RegExp) => {
    expect(answer.status).toBe(status);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(((await answer.json()) as { error: string }).error).toMatch(reason);
  };

  it('refuses no body, a huge body, a body that is not JSON, and a JSON without a token', async () => {
    await expectRefused(await post(undefined), 400, /empty/);
    await expectRefused(await post(JSON.stringify({ token: 'x'.repeat(9000) })), 413, /8192/);
    await expectRefused(await post('token=abc'), 400, /not JSON/);
    await expectRefused(await post('token=abc', { 'content-type': 'text/plain' }), 400, /JSON/);
    await expectRefused(await post(JSON.stringify({ id: 1 })), 400, /no "token"/);
    await expectRefused(await post(JSON.stringify({ token: 'abc' })), 401, /malformed/);
  });

  it('refuses an expired token, another project’s, and a forged signature', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(
      await post(JSON.stringify({ token: unsignedToken({ iat: now - 7200, exp: now - 3600 }) })),
      401,
      /expired/,
    );
    await expectRefused(
      await post(
        JSON.stringify({
          token: unsignedToken({
            aud: 'demo-other',
            iss: 'https://securetoken.google.com/demo-other',
          }),
        }),
      ),
      401,
      /not a valid Firebase ID token for this site/,
    );
    await expectRefused(
      await post(JSON.stringify({ token: forgedToken(await idToken()) })),
      401,
      /not a valid Firebase ID token for this site/,
    );
  });

  it('refuses a token replayed after the sign-out', async () => {
    const token = await idToken();
    const signedIn = await post(JSON.stringify({ token }));
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^__session=[^;]+; Max-Age=432000; Path=\/; HttpOnly; SameSite=Lax$/);
    // revocation counts whole seconds: a sign-out in the sign-in's own second revokes nothing older,
    // so the sign-out waits for the next second to begin
    const { auth_time: signedInAt } = JSON.parse(
      Buffer.from(token.split('.')[1]!, 'base64url').toString(),
    ) as { auth_time: number };
    await expect
      .poll(() => Date.now() / 1000, { interval: 20 })
      .toBeGreaterThanOrEqual(signedInAt + 1);
    const signedOut = await fetch(baseURL + SESSION, {
      method: 'DELETE',
      headers: { origin: baseURL, cookie: cookie.split(';')[0]!, ...fromNewAddress() },
    });
    expect(signedOut.status).toBe(200);
    expect(await signedOut.json()).toEqual({ signedOut: true, revoked: true });
    expect(signedOut.headers.get('set-cookie')).toMatch(/^__session=; Max-Age=0;/);
    await expectRefused(await post(JSON.stringify({ token })), 401, /revoked/);
  });

  it('refuses a cross-origin request, and other methods', async () => {
    const token = await idToken();
    await expectRefused(
      await post(JSON.stringify({ token }), { origin: 'https://evil.example' }),
      403,
      /cross-origin/,
    );
    await expectRefused(
      await post(JSON.stringify({ token }), { 'sec-fetch-site': 'cross-site' }),
      403,
      /cross-origin/,
    );
    const get = await fetch(baseURL + SESSION);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, DELETE');
  });

  it('slows down an address after repeated failures', async () => {
    const from = fromNewAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const answer = await post(JSON.stringify({ token: 'a.b.c' }), from);
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // another address is not slowed down
    expect((await post(JSON.stringify({ token: 'a.b.c' }))).status).toBe(401);
  });
});

describe('without a Firebase configuration (the default server)', () => {
  it('has no sign-in: no link, no pages, and the endpoint does not exist', async () => {
    for (const method of ['POST', 'GET', 'DELETE']) {
      const answer = await fetch(plainURL + SESSION, {
        method,
        headers: { 'content-type': 'application/json', origin: plainURL },
        ...(method === 'POST' && { body: JSON.stringify({ token: 'a.b.c' }) }),
      });
      expect(answer.status, method).toBe(404);
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
    for (const path of [partnerAreaPath('it'), signInPath('en'), '/api/partner-files/x/y.pdf']) {
      expect((await fetch(plainURL + path)).status, path).toBe(404);
    }
    const home = await (await fetch(plainURL + '/en')).text();
    expect(home).not.toContain('data-partner-area-link');
    expect(home).not.toMatch(/firebase/i);
  });
});
