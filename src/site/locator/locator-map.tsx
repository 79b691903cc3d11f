import { getTranslations } from 'next-intl/server';
import type { LatLng } from '@/catalogue/locator/distance';
import type { PartnerAnswer } from '@/catalogue/locator/find-partners';
import type { Locale } from '@/i18n/routing';
import { MapFrame, type MapPlace } from '@/site/map/map-frame';
import { boundsAroundAll, embedUrl, type Coordinates } from '@/site/map/osm';

/** The map offers this many of the nearest partners, one button each. */
export const MAPPED = 10;

const coordinatesOf = ({ lat, lng }: LatLng): Coordinates => ({ lat, lon: lng });

/**
 * The answers on OpenStreetMap, as the map block shows the company's places: nothing is loaded
 * from there until the visitor asks for the map or has consented to external media. The view
 * holds the searched place and the nearest partners; each button puts the marker on one of them.
 */
export async function LocatorMap({
  locale,
  origin,
  answers,
}: {
  locale: Locale;
  origin: LatLng;
  answers: readonly PartnerAnswer[];
}) {
  const [t, tm, consent] = await Promise.all([
    getTranslations({ locale, namespace: 'Locator' }),
    getTranslations({ locale, namespace: 'Media.Map' }),
    getTranslations({ locale, namespace: 'Consent.embed' }),
  ]);
  const mapped = answers.slice(0, MAPPED);
  const bounds = boundsAroundAll(
    [origin, ...mapped.map((answer) => answer.partner)].map(coordinatesOf),
  );
  if (!bounds || mapped.length === 0) return null;
  const places: MapPlace[] = mapped.map(({ partner }) => ({
    id: partner.slug,
    name: partner.name,
    src: embedUrl(bounds, coordinatesOf(partner)),
    frameTitle: tm('frameTitle', { name: partner.name }),
  }));
  return (
    <section aria-labelledby="locator-map-title" className="locator-map" data-locator-map>
      <h2 id="locator-map-title" className="heading-3">
        {t('map')}
      </h2>
      <MapFrame
        places={places}
        text={{
          show: tm('show'),
          note: tm('note'),
          choose: tm('choose'),
          always: consent('always'),
          alwaysNote: consent('alwaysNote'),
        }}
      />
    </section>
  );
}
