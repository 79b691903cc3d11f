import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProductionServer, type RunningServer } from '../helpers/production-server';

describe('a site whose content source is not configured', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startProductionServer({ CONTENT_SOURCE: 'storyblok' }, 'ignore');
  });

  afterAll(() => server?.stop());

  it('answers 503 in the visitor language and says which variable to set, without a stack', async () => {
    const response = await fetch(`${server.baseURL}/de/produkte`, { redirect: 'manual' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    const body = await response.text();
    expect(body).toContain('Die Website ist vorübergehend nicht verfügbar');
    expect(body).toContain('set STORYBLOK_TOKEN');
    expect(body).not.toMatch(/\bat .*\.js:\d+/);
  });
});
