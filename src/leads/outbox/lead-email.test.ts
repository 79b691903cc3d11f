import { describe, expect, it } from 'vitest';
import type { StoredLead } from '../lead-store';
import { leadEmail, recipientsFor } from './lead-email';

const lead = (fields: Partial<StoredLead> = {}): StoredLead => ({
  id: '0b9e7c1e-5d2a-4d7e-9a51-3f0c2d1e4b6a',
  createdAt: new Date('2026-11-27T10:00:00.000Z'),
  kind: 'quote',
  locale: 'de',
  name: 'Greta Schweißer',
  email: 'greta@example.de',
  company: 'Stahlbau GmbH',
  phone: '',
  country: 'DE',
  products: ['pioneer-403', 'micromag-205'],
  productNames: ['Pioneer 403', 'Micromag 205'],
  quantity: '2',
  topic: '',
  message: 'Zwei Maschinen.',
  marketing: false,
  ...fields,
});

describe('the e-mail to sales', () => {
  it('names the kind, the products and the country, in Italian, with the visitor’s language', () => {
    const names = new Map([
      ['pioneer-403', 'Pioneer 403'],
      ['micromag-205', 'Micromag 205'],
    ]);
    const email = leadEmail(lead(), {
      from: 'web@fortarc.example',
      to: ['sales@fortarc.example'],
      productNames: names,
    });
    expect(email.subject).toBe('Richiesta di preventivo: Pioneer 403, Micromag 205 – Germania');
    expect(email.replyTo).toEqual({ name: 'Greta Schweißer', address: 'greta@example.de' });
    expect(email.text).toContain('Lingua del visitatore: tedesco');
    expect(email.text).toContain('Zwei Maschinen.');
    expect(email.text).not.toContain('Telefono:');
  });

  it('has a Message-ID made of the request’s id, the same on every attempt', () => {
    const options = { from: 'web@fortarc.example', to: ['s@fortarc.example'] };
    expect(leadEmail(lead(), options).messageId).toBe(
      '<lead-0b9e7c1e-5d2a-4d7e-9a51-3f0c2d1e4b6a@fortarc.example>',
    );
    expect(leadEmail(lead(), options).messageId).toBe(leadEmail(lead(), options).messageId);
  });

  it('keeps line breaks out of the headers', () => {
    const email = leadEmail(lead({ name: 'Eve\r\nBcc: all@example.com' }), {
      from: 'w@f.example',
      to: ['s@f.example'],
    });
    expect(email.replyTo?.name).toBe('Eve Bcc: all@example.com');
  });

  it('names a contact request’s topic, and goes to the CMS’s addresses when it named some', () => {
    const contact = lead({
      kind: 'contact',
      topic: 'parts',
      country: '',
      products: [],
      recipients: ['parts@fortarc.example'],
    });
    expect(leadEmail(contact, { from: 'w@f.example', to: [] }).subject).toBe(
      'Richiesta di contatto: ricambi',
    );
    expect(recipientsFor(contact, ['sales@fortarc.example'])).toEqual(['parts@fortarc.example']);
    expect(recipientsFor(lead(), ['sales@fortarc.example'])).toEqual(['sales@fortarc.example']);
  });
});
