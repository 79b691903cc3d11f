import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPrivateFile } from '@/content/private-assets';
import { expectContentError } from './expect-helpers';
import { PRIVATE_LINK_OUT, PRIVATE_PDF } from './fixture-store';
import {
  adapterNames,
  CONTRACT_ASSET_TOKEN,
  openStoryblok,
  setUpAdapter,
  setUpFixtureStore,
} from './harness';

const storeDir = setUpFixtureStore();

/** Names that must never open a file: outside the folder, encoded, absolute, or a link out. */
const REFUSED = [
  '/private-assets/../space.json',
  '/private-assets/..%2Fspace.json',
  '/private-assets/%2e%2e%2fspace.json',
  '/private-assets/%2E%2E/space.json',
  '/private-assets/..\\space.json',
  '/private-assets/sub/../service-manual-mig-01.pdf',
  '/private-assets//etc/passwd',
  '/private-assets/',
  '/private-assets/..',
  '/etc/passwd',
  'private-assets/service-manual-mig-01.pdf',
  'file:///etc/passwd',
  '/space.json',
  PRIVATE_LINK_OUT,
];

async function bytesOf(body: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(body).arrayBuffer());
}

describe.each(adapterNames)('private assets (cdn/assets/me) through the %s adapter', (name) => {
  const source = setUpAdapter(name, storeDir);
  const open = (filename: string) => openPrivateFile(source(), filename, CONTRACT_ASSET_TOKEN);

  it('opens a private asset with its bytes, content type, size and name', async () => {
    const file = await open(PRIVATE_PDF.filename);
    expect(file).toMatchObject({
      contentType: 'application/pdf',
      size: PRIVATE_PDF.bytes.length,
      name: PRIVATE_PDF.name,
    });
    expect(await bytesOf(file!.body)).toEqual(PRIVATE_PDF.bytes);
  });

  it('describes the asset as the API does, with a URL that opens it', async () => {
    const { asset } = await source().getSignedUrl({
      token: CONTRACT_ASSET_TOKEN,
      filename: PRIVATE_PDF.filename,
    });
    expect(asset).toMatchObject({
      filename: PRIVATE_PDF.filename,
      content_type: 'application/pdf',
      content_length: PRIVATE_PDF.bytes.length,
      is_private: true,
    });
    expect(asset.signed_url).toMatch(/^(file|http):\/\//);
  });

  it('answers an unknown asset with a 404, and opens nothing', async () => {
    const filename = '/private-assets/no-such-file.pdf';
    await expectContentError(source().getSignedUrl({ token: CONTRACT_ASSET_TOKEN, filename }), 404);
    expect(await open(filename)).toBeUndefined();
  });

  it.each(REFUSED)('opens nothing for %s', async (filename) => {
    expect(await open(filename)).toBeUndefined();
  });
});

describe('private assets on the content server (the storyblok adapter)', () => {
  let harness: Awaited<ReturnType<typeof openStoryblok>>;
  beforeAll(async () => {
    harness = await openStoryblok(storeDir());
  });
  afterAll(() => harness.close());

  const signedUrl = async () =>
    (
      await harness.source.getSignedUrl({
        token: CONTRACT_ASSET_TOKEN,
        filename: PRIVATE_PDF.filename,
      })
    ).asset.signed_url;

  it('refuses a token that is not the asset token with a 401', async () => {
    await expectContentError(
      harness.source.getSignedUrl({ token: 'guessed', filename: PRIVATE_PDF.filename }),
      401,
    );
    await expectContentError(openPrivateFile(harness.source, PRIVATE_PDF.filename, 'guessed'), 401);
  });

  it('opens nothing without an asset token, and says what to set', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await openPrivateFile(harness.source, PRIVATE_PDF.filename, undefined)).toBe(
        undefined,
      );
      expect(log).toHaveBeenCalledWith(expect.stringContaining('STORYBLOK_ASSET_TOKEN'));
    } finally {
      log.mockRestore();
    }
  });

  it('serves the file at its signed URL, as often as asked while it is valid', async () => {
    const url = await signedUrl();
    for (let i = 0; i < 2; i++) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(PRIVATE_PDF.bytes);
    }
  });

  it('serves no private file without a valid signature', async () => {
    const signed = new URL(await signedUrl());
    const origin = signed.origin;
    const expires = signed.searchParams.get('expires') ?? '';
    const signature = signed.searchParams.get('signature') ?? '';
    const later = String(Number(expires) + 3600);
    const flipped = `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}`;
    const attempts = [
      PRIVATE_PDF.filename,
      `${PRIVATE_PDF.filename}?expires=${expires}`,
      `${PRIVATE_PDF.filename}?expires=${later}&signature=${signature}`,
      `${PRIVATE_PDF.filename}?expires=${expires}&signature=${flipped}`,
      `/private-assets/other.pdf?expires=${expires}&signature=${signature}`,
      `/private-assets/../private-assets/service-manual-mig-01.pdf`,
      `${PRIVATE_LINK_OUT}?expires=${expires}&signature=${signature}`,
    ];
    for (const path of attempts) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(403);
      expect(await response.text()).not.toContain('contract fixture');
    }
    for (const path of [
      '/v2/private-assets/service-manual-mig-01.pdf',
      '/service-manual-mig-01.pdf',
    ]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('contract fixture');
    }
  });
});
