import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { pdf } from '../../../tests/helpers/documents';
import { readApplicationPost } from './read-application-post';

/** A form's multipart body as a browser sends it, and its content type. */
async function multipart(form: FormData): Promise<{ body: Readable; type: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const type = request.headers.get('content-type')!;
  return { body: Readable.from(Buffer.from(await request.arrayBuffer())), type };
}

describe('readApplicationPost', () => {
  it('reads the text fields and the files, and skips an empty file input and unknown fields', async () => {
    const form = new FormData();
    form.append('name', 'Ada Welder');
    form.append('email', 'ada@example.com');
    form.append('surprise', 'dropped');
    form.append('cv', new Blob([new Uint8Array(pdf())]), 'C:\\fakepath\\cv.pdf');
    form.append('attachment', new Blob([]), '');
    const { body, type } = await multipart(form);
    const post = await readApplicationPost(body, type);
    expect(post.status).toBe('read');
    if (post.status !== 'read') return;
    expect(post.values).toEqual({ name: 'Ada Welder', email: 'ada@example.com' });
    expect(post.files).toHaveLength(1);
    expect(post.files[0]!.field).toBe('cv');
    // the reader keeps the name without a path (a browser may send one)
    expect(post.files[0]!.name).toBe('cv.pdf');
    expect(post.files[0]!.data).toEqual(pdf());
  });

  it('stops at a file past its limit without reading the rest, keeping the fields before it', async () => {
    const head = Buffer.from(
      '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n' +
        '--b\r\nContent-Disposition: form-data; name="cv"; filename="big.pdf"\r\n' +
        'Content-Type: application/pdf\r\n\r\n%PDF-',
    );
    let pulled = 0;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    // 200 MB, were it all read
    const source = Readable.from(
      (function* () {
        yield head;
        for (let i = 0; i < 3200; i += 1) {
          pulled += chunk.length;
          yield chunk;
        }
      })(),
    );
    const post = await readApplicationPost(source, 'multipart/form-data; boundary=b', {
      file: 1024 * 1024,
      body: 50 * 1024 * 1024,
    });
    expect(post).toEqual({ status: 'too-large', values: { name: 'Ada' }, field: 'cv' });
    expect(pulled).toBeLessThan(2 * 1024 * 1024);
  });

  it('stops when the body passes its limit, and answers a body that is not multipart', async () => {
    const source = Readable.from(
      (function* () {
        for (let i = 0; i < 100; i += 1) yield Buffer.alloc(64 * 1024, 0x41);
      })(),
    );
    const post = await readApplicationPost(source, 'multipart/form-data; boundary=b', {
      file: 1024,
      body: 256 * 1024,
    });
    expect(post.status).toBe('too-large');
    expect((await readApplicationPost(Readable.from(['a=b']), 'text/plain')).status).toBe(
      'malformed',
    );
  });
});
