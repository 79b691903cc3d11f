import { describe, expect, it } from 'vitest';
import type { StoredLead } from '../lead-store';
import { confirmationEmail } from './confirmation-email';

const lead: StoredLead = {
  id: '0b9e7c1e-5d2a-4d7e-9a51-3f0c2d1e4b6a',
  createdAt: new Date('2026-11-27T10:00:00.000Z'),
  kind: 'contact',
  locale: 'de',
  name: 'Visit evil.example now',
  email: 'greta@example.de',
  company: 'Cheap pills Ltd',
  phone: '+49 30 1234567',
  country: '',
  products: [],
  quantity: '',
  topic: 'sales',
  message: 'Click https://evil.example for a prize',
  marketing: false,
  companyContacts: { phone: '+39 0444 000000', email: 'info@fortarc.example' },
};

describe('the visitor’s confirmation', () => {
  it('is in the visitor’s language, with the reference, the date and the company’s contacts', () => {
    const email = confirmationEmail(lead, { from: 'website@fortarc.example' });
    expect(email.to).toEqual(['greta@example.de']);
    expect(email.subject).toBe(`Wir haben Ihre Anfrage erhalten (${lead.id})`);
    expect(email.text).toContain(`Referenz: ${lead.id}`);
    expect(email.text).toContain('27. November 2026');
    expect(email.text).toContain('Telefon +39 0444 000000, E-Mail info@fortarc.example');
    expect(email.replyTo?.address).toBe('info@fortarc.example');
    expect(email.messageId).toBe(`<lead-${lead.id}-confirmation@fortarc.example>`);
  });

  it('carries nothing the visitor typed', () => {
    const email = confirmationEmail(lead, { from: 'website@fortarc.example' });
    const all = JSON.stringify(email);
    for (const typed of [lead.name, lead.company, lead.phone, lead.message, 'evil.example']) {
      expect(all).not.toContain(typed);
    }
  });
});
