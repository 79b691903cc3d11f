import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { canonicalPaths } from '../helpers/canonical-pages';

const baseURL = inject('baseURL');
const vnu = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * One page of each template, in English (the spec's canonical table: the contact page's form
 * among them), plus search, the product comparison (with a product too few, which shows its other
 * form), the quote form with products and the 404.
 * Not yet a filtered list: its links keep `filter_query[...]`'s brackets readable, which the
 * checker refuses in a query (issue 18 notes it; the canonical filter URLs would change).
 */
const pages = [
  ...canonicalPaths.filter((entry) => entry.lang === 'en').map((entry) => entry.path),
  '/en/search?q=pulse',
  '/en/products/compare?p=pioneer-303,pioneer-403,micromag-205&diff=1',
  '/en/products/compare?p=pioneer-303',
  '/en/request-a-quote?p=pioneer-303,micromag-205',
  '/en/no-such-page',
];

interface NuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

describe('the W3C Nu HTML Checker', () => {
  it('finds no error on one page of each template', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nu-'));
    try {
      const files = await Promise.all(
        pages.map(async (page, index) => {
          const answer = await fetch(baseURL + page);
          expect([200, 404], page).toContain(answer.status);
          const file = path.join(dir, `${index}.html`);
          writeFileSync(file, await answer.text());
          return file;
        }),
      );
      // vnu exits 1 when it reports; its JSON on stderr says what
      const { stderr } = await promisify(execFile)(
        'java',
        ['-jar', vnu, '--errors-only', '--format', 'json', ...files],
        { maxBuffer: 16 * 1024 * 1024 },
      ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }));
      const { messages } = JSON.parse(stderr) as { messages: NuMessage[] };
      const errors = messages.map((message) => {
        const page = pages[Number(path.basename(message.url, '.html'))];
        return `${page}: ${message.message} (${message.extract ?? ''})`;
      });
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
