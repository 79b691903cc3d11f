import { describe, expect, it } from 'vitest';
import { collapsedSlashes } from './collapse-slashes';

describe('collapsedSlashes', () => {
  it('makes each run of slashes in the path one, keeping the query as it is', () => {
    expect(collapsedSlashes('/prodotti//pioneer')).toBe('/prodotti/pioneer');
    expect(collapsedSlashes('//evil.example/x')).toBe('/evil.example/x');
    expect(collapsedSlashes('/a///b?next=//x')).toBe('/a/b?next=//x');
  });

  it('leaves a path without doubled slashes alone, whatever its query', () => {
    expect(collapsedSlashes('/prodotti?u=http://x')).toBeUndefined();
    expect(collapsedSlashes('/')).toBeUndefined();
  });
});
