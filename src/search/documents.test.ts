import { beforeAll, describe, expect, it } from 'vitest';
import { LocalContentSource } from '@/content/local/local-source';
import { loadDocuments, type SearchDocument } from './documents';

/** The demo content's documents for partners: searchable by their page, never by their file. */
let english: SearchDocument[] = [];

beforeAll(async () => {
  const source = await LocalContentSource.open('content');
  english = await loadDocuments(source, 'en');
}, 60_000);

describe('the search index of documents for partners', () => {
  it('keeps each one, its page as the result', () => {
    const wiring = english.find((doc) => doc.id === 'e4cf9ed1-5074-5da0-ae6c-ab9d3e1e3b18');
    expect(wiring).toMatchObject({
      type: 'download',
      path: '/en/download-area/pioneer-pulse-403-wiring-diagram',
      title: 'Pioneer Pulse 403 wiring diagram',
    });
    expect(wiring?.facets).toContain('Wiring diagram');
    expect(wiring?.facets).toContain('Pioneer Pulse 403');
  });

  it('holds no private file URL or file name, and not the access setting', () => {
    const all = JSON.stringify(english);
    expect(all).not.toContain('private-assets');
    expect(all).not.toContain('wiring-diagram.pdf');
    const partners = english.filter((doc) =>
      [
        'e4cf9ed1-5074-5da0-ae6c-ab9d3e1e3b18',
        '402fec4b-e91c-50bc-b2e0-37c98b197cd6',
        '6750e0c6-91ee-534d-93b7-970fcc002982',
      ].includes(doc.id),
    );
    expect(partners).toHaveLength(3);
    for (const doc of partners) expect(doc.body).not.toMatch(/\bpartners\b/);
  });
});
