import { describe, expect, it } from 'vitest';
import { isFailedPageRequest } from './failed-page-request';

const origin = 'https://www.example.com';
const page = (status: number, path = '/en/no-such-page', type = 'fetch') => ({
  name: `${origin}${path}?_rsc=1x2y3`,
  initiatorType: type,
  responseStatus: status,
});

describe('a failed page request', () => {
  it('is the router’s request for the navigation’s page answered with an error', () => {
    expect(isFailedPageRequest(page(404), '/en/no-such-page', origin)).toBe(true);
    expect(isFailedPageRequest(page(500), '/en/no-such-page', origin)).toBe(true);
    expect(isFailedPageRequest(page(503), '/en/no-such-page', origin)).toBe(true);
  });

  it('is not a successful answer, nor one whose status is unknown', () => {
    expect(isFailedPageRequest(page(200), '/en/no-such-page', origin)).toBe(false);
    expect(isFailedPageRequest(page(0), '/en/no-such-page', origin)).toBe(false);
    const noStatus = { name: page(404).name, initiatorType: 'fetch' };
    expect(isFailedPageRequest(noStatus, '/en/no-such-page', origin)).toBe(false);
  });

  it('is not another page’s request, an image, a plain fetch or another site', () => {
    expect(isFailedPageRequest(page(404, '/en/other'), '/en/no-such-page', origin)).toBe(false);
    expect(
      isFailedPageRequest(page(404, '/en/no-such-page', 'img'), '/en/no-such-page', origin),
    ).toBe(false);
    const plain = {
      name: `${origin}/en/no-such-page`,
      initiatorType: 'fetch',
      responseStatus: 404,
    };
    expect(isFailedPageRequest(plain, '/en/no-such-page', origin)).toBe(false);
    expect(isFailedPageRequest(page(404), '/en/no-such-page', 'https://cdn.example.com')).toBe(
      false,
    );
    expect(isFailedPageRequest({ ...page(404), name: 'not a url' }, '/x', origin)).toBe(false);
  });
});
