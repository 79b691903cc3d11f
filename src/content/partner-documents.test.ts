import { describe, expect, it } from 'vitest';
import { findPartnerDocument, listPartnerDocuments } from '@/content';
import { toPartnerDocument } from './partner-documents';
import type { Story } from './types';

/** Read through the gateway from the demo content (CONTENT_DIR, the embedded store). */
describe('documents for partners', () => {
  it('are every download with access partners, by title, in the locale', async () => {
    const documents = await listPartnerDocuments('en');
    expect(documents.map((doc) => doc.title)).toEqual([
      'Cruiser AC/DC firmware 2.4 release notes',
      'Pioneer Pulse 403 wiring diagram',
      'Voyager Plasma 65 service manual',
    ]);
    expect(documents[1]).toEqual({
      uuid: 'e4cf9ed1-5074-5da0-ae6c-ab9d3e1e3b18',
      title: 'Pioneer Pulse 403 wiring diagram',
      description:
        'Connectors, power wiring and test values of the Pioneer Pulse 403 power source, for authorised service partners.',
      typeLabel: 'Wiring diagram',
      languages: ['it', 'en', 'de'],
      sizeKb: 17,
      file: {
        filename: '/private-assets/pioneer-pulse-403-wiring-diagram.pdf',
        name: 'pioneer-pulse-403-wiring-diagram.pdf',
      },
      pagePath: '/en/download-area/pioneer-pulse-403-wiring-diagram',
      products: [{ title: 'Pioneer Pulse 403', href: '/en/products/pioneer-pulse-403' }],
    });
    expect(documents[0]?.products.map((product) => product.href)).toEqual([
      '/en/products/cruiser-222-ac-dc',
      '/en/products/cruiser-322-ac-dc',
      '/en/products/cruiser-422-ac-dc-w',
    ]);
  });

  it('are sorted and labelled in each language', async () => {
    const documents = await listPartnerDocuments('it');
    expect(documents.map((doc) => [doc.title, doc.typeLabel, doc.pagePath])).toEqual([
      [
        'Firmware 2.4 Cruiser AC/DC: note di rilascio',
        'Firmware',
        '/download-area/firmware-2-4-cruiser-ac-dc',
      ],
      [
        'Manuale di assistenza Voyager Plasma 65',
        'Manuale di assistenza',
        '/download-area/manuale-assistenza-voyager-plasma-65',
      ],
      [
        'Schema elettrico Pioneer Pulse 403',
        'Schema elettrico',
        '/download-area/schema-elettrico-pioneer-pulse-403',
      ],
    ]);
    const german = await listPartnerDocuments('de');
    expect(german.map((doc) => doc.typeLabel).sort()).toEqual([
      'Firmware',
      'Schaltplan',
      'Servicehandbuch',
    ]);
  });

  it('are found by uuid, and a public document or anything else is not', async () => {
    const found = await findPartnerDocument('402fec4b-e91c-50bc-b2e0-37c98b197cd6', 'fr');
    expect(found).toMatchObject({
      title: 'Manuel de service Voyager Plasma 65',
      typeLabel: 'Manuel de service',
      file: { filename: '/private-assets/voyager-plasma-65-service-manual.pdf' },
      pagePath: '/fr/download-area/manuel-service-voyager-plasma-65',
    });
    // the public operating manual of the Pioneer Pulse
    expect(await findPartnerDocument('f2a4f30b-0fb0-5a83-a89e-65c9ed15ecaf', 'en')).toBeUndefined();
    // a product
    expect(await findPartnerDocument('882bf98c-c9f3-5877-b543-edca6c3406df', 'en')).toBeUndefined();
    expect(await findPartnerDocument('00000000-0000-4000-8000-000000000000', 'en')).toBeUndefined();
    expect(await findPartnerDocument('not-a-uuid,f2a4f30b', 'en')).toBeUndefined();
  });

  it('leave out a story that is not a download for partners', () => {
    const story = {
      uuid: 'u',
      name: 'x',
      content: { component: 'download', _uid: 'd', title: 'x', access: 'public' },
    } as unknown as Story;
    expect(toPartnerDocument(story, 'en', new Map())).toBeUndefined();
  });
});
