import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from './lead-fields';
import { productList, validateLead } from './lead-schema';

const quote = {
  name: ' Ada Welder ',
  company: 'Arc Works',
  email: 'Ada@Example.com',
  phone: '+44 20 7946 0000',
  country: 'GB',
  p: 'pioneer-pulse-403,voyager-plasma-65',
  quantity: '2',
  message: 'Two machines for aluminium.',
  privacy: 'yes',
};

const contact = {
  name: 'Bob',
  email: 'bob@example.de',
  topic: 'service',
  message: 'My machine shows E12.',
  privacy: 'yes',
};

describe('a quote request', () => {
  it('is accepted with every field, trimmed, the e-mail lowercased', () => {
    const result = validateLead('quote', 'en', quote);
    expect(result).toEqual({
      ok: true,
      lead: {
        kind: 'quote',
        locale: 'en',
        name: 'Ada Welder',
        company: 'Arc Works',
        email: 'ada@example.com',
        phone: '+44 20 7946 0000',
        country: 'GB',
        products: ['pioneer-pulse-403', 'voyager-plasma-65'],
        quantity: '2',
        topic: '',
        message: 'Two machines for aluminium.',
        marketing: false,
      },
    });
  });

  it('takes the marketing consent only when ticked', () => {
    const result = validateLead('quote', 'de', { ...quote, marketing: 'yes' });
    expect(result.ok && result.lead.marketing).toBe(true);
  });

  it('names every empty required field, and keeps what was typed', () => {
    const result = validateLead('quote', 'it', { email: 'ada@example.com', p: 'a,b' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'required',
        company: 'required',
        country: 'required',
        message: 'required',
        privacy: 'acknowledge',
      },
      values: expect.objectContaining({ email: 'ada@example.com', p: 'a,b' }),
    });
  });

  it('refuses a bad e-mail, a bad phone, an unknown country and a forged product slug', () => {
    const result = validateLead('quote', 'en', {
      ...quote,
      email: 'ada@example',
      phone: 'call me',
      country: 'XX',
      p: '../etc',
    });
    expect(!result.ok && result.errors).toEqual({
      email: 'email',
      phone: 'invalid',
      country: 'required',
      products: 'invalid',
    });
  });

  it.each([
    ['a line feed', 'Ada\nE-mail: evil@example.com'],
    ['a carriage return', 'Ada\rX'],
    ['a NUL', 'Ada\u0000'],
    ['a DEL', 'Ada\u007f'],
    ['a C1 control', 'Ada\u0085'],
    ['a line separator', 'Ada\u2028X'],
    ['a right-to-left override', '\u202Eada'],
    ['a bidi isolate', 'Ada\u2066X'],
  ])('refuses %s in each one-line field, and keeps what was typed', (_, typed) => {
    const result = validateLead('quote', 'en', {
      ...quote,
      name: typed,
      company: typed,
      quantity: typed,
      phone: `+39 02${typed.replace(/[a-zA-Z:@. ]/g, '')}12345`,
    });
    expect(!result.ok && result.errors).toEqual({
      name: 'oneLine',
      company: 'oneLine',
      quantity: 'oneLine',
      phone: 'oneLine',
    });
    expect(!result.ok && result.values.name).toBe(typed);
    const contactResult = validateLead('contact', 'en', {
      ...contact,
      name: typed,
      company: typed,
    });
    expect(!contactResult.ok && contactResult.errors).toEqual({
      name: 'oneLine',
      company: 'oneLine',
    });
  });

  it('refuses a control character in the e-mail address, so it is never stored as typed', () => {
    for (const email of [
      'ada\u0000@example.com',
      'ada@exam\u0008ple.com',
      '\u202Eada@example.com',
    ]) {
      const result = validateLead('quote', 'en', { ...quote, email });
      expect(!result.ok && result.errors, JSON.stringify(email)).toEqual({ email: 'email' });
    }
  });

  it('keeps a multi-line message, and what surrounds a one-line field is trimmed', () => {
    const result = validateLead('quote', 'en', {
      ...quote,
      name: '\n Ada Welder \r\n',
      message: 'Line one.\r\nLine two.',
    });
    expect(result.ok && [result.lead.name, result.lead.message]).toEqual([
      'Ada Welder',
      'Line one.\r\nLine two.',
    ]);
  });

  it('accepts names in any script, with the joiners some of them need', () => {
    for (const name of ['Zoë Ørsted-Łukasz', 'محمد‌رضا', '李小龍', 'José 👩‍🔧']) {
      expect(validateLead('quote', 'en', { ...quote, name }).ok, name).toBe(true);
    }
  });

  it('refuses a message over its limit', () => {
    const result = validateLead('quote', 'en', { ...quote, message: 'x'.repeat(20_000) });
    expect(!result.ok && result.errors).toEqual({ message: 'tooLong' });
    const fits = validateLead('quote', 'en', {
      ...quote,
      message: 'x'.repeat(FIELD_LIMITS.message),
    });
    expect(fits.ok).toBe(true);
  });

  it('falls back to Italian for an unknown language', () => {
    const result = validateLead('quote', 'xx', quote);
    expect(result.ok && result.lead.locale).toBe('it');
  });
});

describe('a contact request', () => {
  it('is accepted without company, phone or country', () => {
    const result = validateLead('contact', 'de', contact);
    expect(result.ok && result.lead).toMatchObject({
      kind: 'contact',
      topic: 'service',
      company: '',
      country: '',
      products: [],
    });
  });

  it('needs a known topic', () => {
    const result = validateLead('contact', 'de', { ...contact, topic: 'hack' });
    expect(!result.ok && result.errors).toEqual({ topic: 'required' });
  });
});

describe('the products of a link or a form', () => {
  it('come as one comma list or as several values, each once', () => {
    expect(productList('a,b, a')).toEqual(['a', 'b']);
    expect(productList(['a', 'c,b'])).toEqual(['a', 'c', 'b']);
    expect(productList(undefined)).toEqual([]);
  });
});
