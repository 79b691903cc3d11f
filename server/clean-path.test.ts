import { describe, expect, it } from 'vitest';
import { cleanedPath } from './clean-path';

describe('cleanedPath', () => {
  it('makes each run of slashes in the path one, keeping the query as it is', () => {
    expect(cleanedPath('/prodotti//pioneer')).toBe('/prodotti/pioneer');
    expect(cleanedPath('//evil.example/x')).toBe('/evil.example/x');
    expect(cleanedPath('/a///b?next=//x')).toBe('/a/b?next=//x');
  });

  it('reads a backslash as a slash, so no path leads to another host', () => {
    expect(cleanedPath('/\\evil.com')).toBe('/evil.com');
    expect(cleanedPath('/\\/evil.com?x=1')).toBe('/evil.com?x=1');
    expect(cleanedPath('\\\\evil.com')).toBe('/evil.com');
  });

  it('resolves dot segments, written plainly or percent-encoded, as a browser does', () => {
    expect(cleanedPath('/en/products/../products/x.pdf')).toBe('/en/products/x.pdf');
    expect(cleanedPath('/%2e%2e/en/products')).toBe('/en/products');
    expect(cleanedPath('/en/./products/%2E/x')).toBe('/en/products/x');
    expect(cleanedPath('/en/%2e./.%2E/products?p=a')).toBe('/products?p=a');
    expect(cleanedPath('/../../..')).toBe('/');
    expect(cleanedPath('/en/products/.')).toBe('/en/products');
  });

  it('leaves a clean path alone, whatever its query, and a dot inside a segment', () => {
    expect(cleanedPath('/prodotti?u=http://x/../y')).toBeUndefined();
    expect(cleanedPath('/')).toBeUndefined();
    expect(cleanedPath('/en/products/x.pdf')).toBeUndefined();
    expect(cleanedPath('/en/.well-known/x..y')).toBeUndefined();
    // a single trailing slash is the proxy's to answer (src/proxy.ts)
    expect(cleanedPath('/en/products/')).toBeUndefined();
  });
});
