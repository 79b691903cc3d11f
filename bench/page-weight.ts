import { request } from 'node:http';
import { brotliDecompressSync, constants } from 'node:zlib';
import { startProductionServer } from '../tests/helpers/production-server';
import { runIfMain } from './run-if-main';

/**
 * What a page costs before its first paint, in bytes on the wire as the production server sends
 * them to a browser that accepts Brotli (every current one does): the bytes of the served Brotli
 * stream a browser must have received to decode the page's `<head>`, plus the stylesheets linked
 * there, which hold the first paint back. Brotli decodes as it receives and the browser parses as
 * it decodes, so the body's first bytes follow right behind. The whole document (the blocks, the
 * footer and the inline RSC payload) is printed beside it. A measurement, with no budget: the
 * pages are what Next renders (issue 60).
 */
const PAGES = [
  '/',
  '/prodotti',
  '/prodotti/pioneer-pulse-403',
  '/prodotti/guida-alla-scelta',
  '/prodotti/guida-alla-scelta?processo=tig&materiale=alluminio&spessore=3&rete=1x230&uso=cantiere',
  '/richiedi-un-preventivo?p=pioneer-pulse-403',
  '/contatti',
  '/privacy-policy',
  '/de/neuigkeiten',
];

/** Kilobytes of 1000 bytes, as the figures are. */
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The body of `url` exactly as sent with Brotli, compressed. */
function wire(url: string): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'br' } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({ encoding: answer.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
      answer.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/**
 * How many bytes of the Brotli stream `body` decode to at least `characters` of its text: the
 * shortest prefix that does, found by halving (a longer prefix never decodes to less).
 */
function bytesToDecode(body: Buffer, characters: number): number {
  const decoded = (bytes: number) =>
    brotliDecompressSync(body.subarray(0, bytes), {
      finishFlush: constants.BROTLI_OPERATION_FLUSH,
    }).toString('utf8').length;
  let low = 0;
  let high = body.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (decoded(middle) >= characters) high = middle;
    else low = middle + 1;
  }
  return high;
}

/** The bytes of `url`'s Brotli stream that carry its `<head>`, and its whole text. */
async function headBytes(url: string): Promise<{ bytes: number; text: string }> {
  const { encoding, body } = await wire(url);
  if (encoding !== 'br') throw new Error(`${url} was not sent with Brotli`);
  const text = brotliDecompressSync(body).toString('utf8');
  return { bytes: bytesToDecode(body, text.indexOf('</head>') + '</head>'.length), text };
}

/** The body of `url` as sent with Brotli; the response cache compresses an answer just after it first keeps it. */
async function served(url: string): Promise<{ bytes: number; text: string }> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const answer = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    const wire = Number(answer.headers.get('content-length') ?? NaN);
    const encoding = answer.headers.get('content-encoding');
    const text = await answer.text();
    if (encoding === 'br' && Number.isFinite(wire)) return { bytes: wire, text };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was not sent with Brotli`);
}

export async function benchPageWeight(): Promise<void> {
  console.log(
    'bytes before the first paint (the HTML up to </head> and the stylesheets it links, Brotli as served), and the whole HTML',
  );
  const site = await startProductionServer({}, 'ignore');
  try {
    for (const pagePath of PAGES) {
      const document = await served(site.baseURL + pagePath);
      const head = document.text.slice(0, document.text.indexOf('</head>'));
      const links = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
      const blocking = await Promise.all(links.map((href) => served(site.baseURL + href)));
      const sheets = blocking.reduce((total, sheet) => total + sheet.bytes, 0);
      const first = await headBytes(site.baseURL + pagePath);
      if (first.text !== document.text) throw new Error(`${pagePath} changed between two requests`);
      console.log(
        `  ${pagePath}: ${kb(first.bytes + sheets)} before the first paint: <head> ${kb(first.bytes)}, ${blocking.length} stylesheets ${kb(sheets)}; the whole HTML ${kb(document.bytes)}`,
      );
    }
  } finally {
    site.stop();
  }
}

runIfMain(import.meta.url, benchPageWeight);
