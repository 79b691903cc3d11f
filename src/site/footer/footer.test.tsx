import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GlobalBlok } from '@/content/generated/components';
import { SocialIconLinks } from '@/site/social/social-links';
import { socialLinksOf } from '@/site/social/networks';
import { telHref } from '../header/contact-links';
import { FooterContact } from './footer-contact';

const labels = {
  contacts: 'Contacts',
  address: 'Head office',
  phone: 'Phone',
  email: 'Email',
  openingHours: 'Opening hours',
};

describe('the footer', () => {
  it('dials the phone number without its spaces', () => {
    expect(telHref('+39 030 000 0000')).toBe('tel:+390300000000');
    expect(telHref('(030) 12-34')).toBe('tel:0301234');
  });

  it('lists the contacts it has, each under its label', () => {
    const settings = {
      address: 'Via dell’Arco 12, Brescia',
      phone: '+39 030 000 0000',
      email: 'info@fortarc.example',
    } as GlobalBlok;
    const html = renderToStaticMarkup(<FooterContact settings={settings} labels={labels} />);
    expect(html).toContain('<address');
    expect(html).toContain('href="tel:+390300000000"');
    expect(html).toContain('href="mailto:info@fortarc.example"');
    expect(html).toContain('Head office');
    expect(html).not.toContain('Opening hours');
  });

  it('names every social icon link', () => {
    const links = socialLinksOf([
      { component: 'social-item', _uid: 's', network: 'youtube', url: 'https://example.com/yt' },
    ]);
    const html = renderToStaticMarkup(
      <SocialIconLinks links={links} nameOf={(link) => `Fortarc on ${link.name}`} />,
    );
    expect(html).toContain('href="https://example.com/yt"');
    expect(html).toContain('<span class="sr-only">Fortarc on YouTube</span>');
    expect(html).toContain('aria-hidden="true"');
  });
});
