import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import type { StoredLead } from '../lead-store';
import { leadEmail, recipientsFor } from './lead-email';
import { mailOptions } from './mailer';

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
    expect(email.replyTo).toEqual({ name: '', address: 'greta@example.de' });
    expect(email.text).toContain('Nome: Greta Schweißer');
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

  it('puts nothing the visitor typed in a header: Reply-To is the bare address', async () => {
    const sent = await composed(
      lead({ name: '=?utf-8?B?ZXZpbEBleGFtcGxlLmNvbQ==?= <evil@example.com>' }),
    );
    const headers = sent.slice(0, sent.indexOf('\r\n\r\n'));
    expect(headers).toMatch(/^Reply-To: greta@example\.de$/m);
    expect(headers).not.toContain('ZXZpbEBleGFtcGxlLmNvbQ');
    expect(headers).not.toContain('evil');
  });

  it('shows each row once: line breaks in a stored field or the message make no row', () => {
    const email = leadEmail(
      lead({
        name: 'Eve\r\nE-mail: evil@example.com',
        company: 'Acme\nRiferimento: 00000000\u2028E-mail: other@example.com',
        quantity: '2\u0000\u202E',
        message: 'Hello.\nE-mail: evil@example.com\r\nRiferimento: fake\n\nThanks',
      }),
      { from: 'w@f.example', to: ['s@f.example'] },
    );
    expect(email.text.match(/^E-mail:.*$/gm)).toEqual(['E-mail: greta@example.de']);
    expect(email.text.match(/^Riferimento:.*$/gm)).toEqual([
      'Riferimento: 0b9e7c1e-5d2a-4d7e-9a51-3f0c2d1e4b6a',
    ]);
    expect(email.text).toContain('Nome: Eve E-mail: evil@example.com\n');
    expect(email.text).toContain('Quantità o impiego: 2\n');
    expect(email.text).toContain(
      'Messaggio:\n  Hello.\n  E-mail: evil@example.com\n  Riferimento: fake\n\n  Thanks\n',
    );
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

/** The message as nodemailer writes it for the SMTP server (its stream transport: no network). */
async function composed(stored: StoredLead): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const email = leadEmail(stored, { from: 'web@fortarc.example', to: ['s@fortarc.example'] });
  const info = await transport.sendMail(mailOptions(email));
  return (info.message as Buffer).toString('utf8');
}

describe('the e-mail to sales of a quote request with its sales partners', () => {
  const options = { from: 'web@fortarc.example', to: ['sales@fortarc.example'] };
  const partner = (name: string, city: string) => ({
    name,
    street: 'Hauptstraße 1',
    postcode: '90402',
    city,
    phone: '+49911000000',
    email: 'info@partner.example',
  });

  it('names them after the rows, before the message', () => {
    const salesPartners = [partner('Franken', 'Nürnberg'), partner('Hanse', 'Hamburg')];
    const lines = leadEmail(lead({ salesPartners }), options).text.split('\n');
    const heading = lines.indexOf('Rivenditori nel paese del visitatore:');
    expect(lines[heading - 2]).toMatch(/^Riferimento: /);
    expect(lines[heading + 1]).toMatch(/^ {2}- Franken, Hauptstraße 1, 90402 Nürnberg – /);
    expect(lines[heading + 2]).toMatch(/^ {2}- Hanse, /);
    expect(lines.slice(heading + 3, heading + 5)).toEqual(['', 'Messaggio:']);
  });

  it('has no such rows when none were kept', () => {
    expect(leadEmail(lead(), options).text).not.toContain('Rivenditori');
  });
});
