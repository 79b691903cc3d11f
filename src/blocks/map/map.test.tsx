import { describe, expect, it } from 'vitest';
import { blockContext, renderBlock } from '../../../tests/helpers/render-block';
import { LocationMap } from './map';
import { telHref } from './tel-href';
import type { LocationBlok, MapBlok } from '@/content/generated/components';

const location = (fields: Partial<LocationBlok> = {}): LocationBlok => ({
  component: 'location',
  _uid: 'hq',
  name: 'Fortarc S.p.A. – Headquarters and plant',
  kind: 'headquarters',
  address: 'Via dell’Arco 12, 25125 Brescia (BS), Italy',
  latitude: '45.518640',
  longitude: '10.213470',
  phone: '+39 030 000 0000',
  email: 'info@fortarc.example',
  ...fields,
});

const map = (fields: Partial<MapBlok> = {}): MapBlok => ({
  component: 'map',
  _uid: 'm',
  headline: 'Where to find us',
  locations: [location()],
  zoom: '5',
  ...fields,
});

const render = (blok: MapBlok, locale: 'en' | 'it' = 'en') =>
  renderBlock(<LocationMap blok={blok} context={blockContext(locale)} />, locale);

describe('map', () => {
  it('lists every place with its address, phone and e-mail, without any third party', () => {
    const html = render(map());
    expect(html).toContain('<address class="text-steel-700 not-italic">Via dell’Arco 12');
    expect(html).toContain('href="tel:+390300000000"');
    expect(html).toContain('href="mailto:info@fortarc.example"');
    expect(html).toContain('Headquarters');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('export/embed.html');
  });

  it('links each place to OpenStreetMap and offers the interactive map with its note', () => {
    const html = render(map());
    expect(html).toContain(
      'href="https://www.openstreetmap.org/?mlat=45.51864&amp;mlon=10.21347#map=16/45.51864/10.21347"',
    );
    expect(html).toContain(
      'Open in maps<span class="sr-only">: Fortarc S.p.A. – Headquarters and plant on OpenStreetMap</span>',
    );
    expect(html).toMatch(/<button[^>]*>Show interactive map<\/button>/);
    expect(html).toContain('loads content from OpenStreetMap');
  });

  it('keeps a place without coordinates in the list, without a map link', () => {
    const html = render(map({ locations: [location({ latitude: '', longitude: '' })] }));
    expect(html).toContain('Via dell’Arco 12');
    expect(html).not.toContain('openstreetmap.org/?');
    expect(html).not.toContain('Show interactive map');
  });

  it('speaks Italian on Italian pages and renders nothing without places', () => {
    expect(render(map(), 'it')).toContain('Mostra la mappa interattiva');
    expect(render(map(), 'it')).toContain('Sede centrale');
    expect(render(map({ locations: [] }))).toBe('');
  });

  it('dials digits and a leading plus only', () => {
    expect(telHref('+39 030 000 0000')).toBe('tel:+390300000000');
    expect(telHref('(030) 12-34')).toBe('tel:0301234');
  });
});
