import { describe, expect, it } from 'vitest';
import { ContentConfigError, ContentError, isNotFound } from './errors';

describe('content errors', () => {
  it('are recognised when another bundle’s copy of the class made them', async () => {
    // A second copy of the module, as a separately bundled proxy or route handler has.
    const copy = (await import(`./errors?copy=${Date.now()}`)) as typeof import('./errors');
    expect(copy.ContentError).not.toBe(ContentError);
    const notFound = new copy.ContentError(404, 'Story not found');
    expect(notFound instanceof ContentError).toBe(true);
    expect(isNotFound(notFound)).toBe(true);
    expect(new copy.ContentConfigError('set STORYBLOK_TOKEN') instanceof ContentConfigError).toBe(
      true,
    );
  });

  it('are told apart, and from other errors', () => {
    expect(new ContentError(500, 'x') instanceof ContentConfigError).toBe(false);
    expect(new ContentConfigError('x') instanceof ContentError).toBe(false);
    expect(new Error('x') instanceof ContentError).toBe(false);
    expect(isNotFound(new ContentError(500, 'x'))).toBe(false);
    expect(isNotFound({ status: 404 })).toBe(false);
  });
});
