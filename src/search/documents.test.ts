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

describe('what a result shows besides its title', () => {
  it('is a product’s family, image and first three key figures, in the language', () => {
    const product = english.find((doc) => doc.path === '/en/products/pioneer-pulse-403');
    expect(product?.details.category).toBe('Manual welding');
    expect(product?.details.image).toEqual({
      filename: '/assets/images/1600x1200/products/pioneer-pulse-403.jpg',
      alt: expect.stringContaining('Pioneer Pulse 403'),
    });
    expect(product?.details.figures).toEqual([
      { label: 'Maximum current', value: '400', unit: 'A' },
      { label: 'Current at 100 % duty cycle', value: '320', unit: 'A' },
      { label: 'Maximum wire feed speed', value: '22', unit: 'm/min' },
    ]);
  });

  it('is an event’s kind and a download’s type, nothing for a page', () => {
    const course = english.find((doc) => doc.path.endsWith('/tig-ac-dc-aluminium-course-2027'));
    expect(course?.details).toEqual({ eventKind: 'training' });
    const manual = english.find((doc) => doc.path === '/en/download-area/cruiser-ac-dc-manual');
    expect(manual?.details).toEqual({ category: 'User manual' });
    expect(english.find((doc) => doc.type === 'page')?.details).toEqual({});
  });
});
