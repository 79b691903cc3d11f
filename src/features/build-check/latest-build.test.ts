import { describe, expect, it } from 'vitest';
import { latestBuildId } from './latest-build';

describe('latestBuildId', () => {
  it('reads the id of the manifest', () => {
    expect(latestBuildId({ id: 'mh2k3-1a2b3c4d', builtAt: '2026-11-25T16:00:00.000Z' })).toBe(
      'mh2k3-1a2b3c4d',
    );
  });

  it.each([null, 'text', 42, {}, { id: '' }, { id: 7 }])('ignores %j', (body) => {
    expect(latestBuildId(body)).toBeUndefined();
  });
});
