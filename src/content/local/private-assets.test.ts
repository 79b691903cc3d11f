import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentTypeOf,
  findPrivateAsset,
  openPrivateFile,
  privateAssetName,
} from './private-assets';

let root = '';
const BYTES = Buffer.from('%PDF-1.4\n% partners only\n%%EOF\n', 'latin1');

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'private-assets-'));
  await mkdir(path.join(root, 'private-assets', 'folder'), { recursive: true });
  await writeFile(path.join(root, 'private-assets', 'manual.pdf'), BYTES);
  await writeFile(path.join(root, 'secret.json'), '{"secret":true}');
  await writeFile(path.join(root, 'private-assets', 'folder', 'inner.pdf'), BYTES);
  await symlink(path.join(root, 'secret.json'), path.join(root, 'private-assets', 'out.pdf'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('private asset names', () => {
  it('are one plain file name under /private-assets/', () => {
    expect(privateAssetName('/private-assets/manual.pdf')).toBe('manual.pdf');
    expect(privateAssetName('/private-assets/Wiring_Diagram-2.4.pdf')).toBe(
      'Wiring_Diagram-2.4.pdf',
    );
  });

  it.each([
    '/private-assets/../secret.json',
    '/private-assets/..',
    '/private-assets/a..pdf',
    '/private-assets/%2e%2e%2fsecret.json',
    '/private-assets/..%2Fsecret.json',
    '/private-assets/..\\secret.json',
    '/private-assets/folder/inner.pdf',
    '/private-assets//etc/passwd',
    '/private-assets/.hidden',
    '/private-assets/C:secret.json',
    '/private-assets/',
    '/assets/downloads/manual.pdf',
    '/etc/passwd',
    'private-assets/manual.pdf',
    'https://a.storyblok.com/f/1/x/manual.pdf',
  ])('refuse %s', (filename) => {
    expect(privateAssetName(filename)).toBeUndefined();
  });
});

describe('findPrivateAsset and openPrivateFile', () => {
  it('open a file of the folder with its size and content type', async () => {
    const file = await openPrivateFile(root, '/private-assets/manual.pdf');
    expect(file).toMatchObject({
      contentType: 'application/pdf',
      size: BYTES.length,
      name: 'manual.pdf',
    });
    expect(Buffer.from(await new Response(file!.body).arrayBuffer())).toEqual(BYTES);
  });

  it('refuse traversal, links out of the folder, folders and missing files', async () => {
    for (const filename of [
      '/private-assets/../secret.json',
      '/private-assets/out.pdf',
      '/private-assets/folder',
      '/private-assets/missing.pdf',
      `${root}/secret.json`,
    ]) {
      expect(await findPrivateAsset(root, filename), filename).toBeUndefined();
      expect(await openPrivateFile(root, filename), filename).toBeUndefined();
    }
  });

  it('find nothing in a store without the folder', async () => {
    expect(
      await findPrivateAsset(
        path.join(root, 'private-assets', 'folder'),
        '/private-assets/inner.pdf',
      ),
    ).toBeUndefined();
  });

  it('name the content type by extension', () => {
    expect(contentTypeOf('a.PDF')).toBe('application/pdf');
    expect(contentTypeOf('firmware.bin')).toBe('application/octet-stream');
  });
});
