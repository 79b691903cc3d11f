import { describe, expect, it } from 'vitest';
import { countFormFields, MAX_FORM_FIELDS, multipartBoundary } from './form-body';

const URLENCODED = 'application/x-www-form-urlencoded';

async function multipart(fields: [string, string][]): Promise<{ body: Buffer; type: string }> {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  const request = new Request('http://x/', { method: 'POST', body: data });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get('content-type')!,
  };
}

describe('countFormFields', () => {
  it('counts a URL-encoded body’s fields, empty ones too', () => {
    expect(countFormFields(Buffer.from(''), URLENCODED)).toBe(0);
    expect(countFormFields(Buffer.from('a=1'), URLENCODED)).toBe(1);
    expect(countFormFields(Buffer.from('a=1&b=2&b=3'), URLENCODED)).toBe(3);
    expect(countFormFields(Buffer.from('x&x&x&'), URLENCODED)).toBe(4);
  });

  it('counts a multipart body’s parts, as a browser writes them', async () => {
    const { body, type } = await multipart([
      ['name', 'Ada'],
      ['p', 'pioneer'],
      ['p', 'cruiser'],
      ['message', 'a line\r\n--not a boundary\r\n'],
    ]);
    expect(countFormFields(body, type)).toBe(4);
  });

  it('stops counting once there are more than enough, so a flood costs one short pass', () => {
    const flood = Buffer.from(Array.from({ length: 16_000 }, () => 'x').join('&'));
    expect(countFormFields(flood, URLENCODED)).toBe(MAX_FORM_FIELDS + 1);
    const part = '--b\r\ncontent-disposition: form-data; name="x"\r\n\r\n\r\n';
    const parts = Buffer.from(part.repeat(1000) + '--b--\r\n');
    expect(countFormFields(parts, 'multipart/form-data; boundary=b')).toBe(MAX_FORM_FIELDS + 1);
  });

  it('cannot count a multipart body without its boundary, in its type or in itself', () => {
    expect(countFormFields(Buffer.from('garbage'), 'multipart/form-data')).toBeUndefined();
    expect(countFormFields(Buffer.from('garbage'), 'multipart/form-data; boundary=zzz')).toBe(
      undefined,
    );
  });
});

describe('multipartBoundary', () => {
  it('reads a boundary plain or quoted, and nothing else', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----WebKitFormBoundaryX')).toBe(
      '----WebKitFormBoundaryX',
    );
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('multipart/form-data')).toBeUndefined();
    expect(multipartBoundary(`multipart/form-data; boundary=${'x'.repeat(71)}`)).toBe(
      'x'.repeat(70),
    );
  });
});
