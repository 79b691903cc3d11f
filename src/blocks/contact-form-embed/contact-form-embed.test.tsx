import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { blockContext, messages, renderAsyncBlock } from '../../../tests/helpers/render-block';
import { ContactFormEmbed, formHost, frameHeight } from './contact-form-embed';
import type { ContactFormEmbedBlok } from '@/content/generated/components';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'en' | 'it'; namespace: string }) =>
    createTranslator({ locale, messages: messages[locale], namespace: namespace as 'Media' }),
}));

vi.mock('@/site/page-context', () => ({
  globalSettings: async () => ({
    email: 'info@fortarc.example',
    phone: '+39 030 000 0000',
    address: 'Via dell’Arco 12, 25125 Brescia (BS), Italy',
    opening_hours: 'Mon–Fri 8:30 am–5:30 pm',
  }),
}));

const blok = (fields: Partial<ContactFormEmbedBlok> = {}): ContactFormEmbedBlok => ({
  component: 'contact-form-embed',
  _uid: 'cf',
  headline: 'Write to us',
  text: 'We reply within one working day.',
  form_url: 'https://forms.example.com/fortarc/contact',
  height: '760',
  ...fields,
});

const render = async (b: ContactFormEmbedBlok, locale: 'en' | 'it' = 'en') =>
  renderAsyncBlock(await ContactFormEmbed({ blok: b, context: blockContext(locale) }), locale);

describe('contact form embed', () => {
  it('offers the form behind a button that names the service, and no frame before the click', async () => {
    const html = await render(blok());
    expect(html).not.toContain('<iframe');
    expect(html).toMatch(/<button[^>]*>Load the contact form<\/button>/);
    expect(html).toContain('The form is provided by forms.example.com.');
  });

  it('always shows the e-mail and phone of the company beside it', async () => {
    const html = await render(blok());
    expect(html).toContain('href="mailto:info@fortarc.example"');
    expect(html).toContain('href="tel:+390300000000"');
    expect(html).toContain('Prefer to write or call?');
    expect(html).toContain('Mon–Fri 8:30 am–5:30 pm');
  });

  it('keeps the contact alternative even when the form address is unusable', async () => {
    const html = await render(blok({ form_url: 'http://insecure.example/form' }), 'it');
    expect(html).not.toContain('Carica il modulo di contatto');
    expect(html).toContain('Preferisci scrivere o chiamare?');
  });

  it('reads the host and a bounded frame height', () => {
    expect(formHost('https://forms.example.com/x')).toBe('forms.example.com');
    expect(formHost('javascript:alert(1)')).toBeUndefined();
    expect(formHost('not a url')).toBeUndefined();
    expect(frameHeight('760')).toBe(760);
    expect(frameHeight('5000')).toBe(2000);
    expect(frameHeight('')).toBe(760);
  });
});
