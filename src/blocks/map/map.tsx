import { shortId } from '@/site/ui/short-id';
import { useTranslations } from 'next-intl';
import { Section } from '@/site/ui/section';
import { SectionHeading } from '@/site/ui/section-heading';
import type { BlockProps } from '../types';
import { MapFrame, type MapPlace } from '@/site/map/map-frame';
import { telHref } from './tel-href';
import {
  boundsAround,
  boundsAroundAll,
  coordinates,
  embedUrl,
  mapLink,
  zoomLevel,
  type Coordinates,
} from '@/site/map/osm';
import type { LocationBlok, MapBlok } from '@/content/generated/components';

const kinds = ['headquarters', 'branch', 'service'] as const;
type Kind = (typeof kinds)[number];

function kindOf(value: unknown): Kind | undefined {
  return kinds.find((kind) => kind === value);
}

function LocationCard({ location, place }: { location: LocationBlok; place?: Coordinates }) {
  const t = useTranslations('Media.Map');
  const kind = kindOf(location.kind);
  return (
    <li className="flex flex-col gap-3 rounded-sm border border-steel-200 bg-white p-6">
      {kind ? (
        <p className="self-start rounded-sm bg-ink px-2.5 py-1 text-xs font-semibold tracking-[0.15em] text-white uppercase">
          {t(`kinds.${kind}`)}
        </p>
      ) : null}
      <h3 className="heading-3 break-words">{location.name}</h3>
      <address className="text-steel-700 not-italic">{location.address}</address>
      {location.phone || location.email ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {location.phone ? (
            <>
              <dt className="text-steel-600">{t('phone')}</dt>
              <dd>
                <a className="link-underline" href={telHref(location.phone)}>
                  {location.phone}
                </a>
              </dd>
            </>
          ) : null}
          {location.email ? (
            <>
              <dt className="text-steel-600">{t('email')}</dt>
              <dd className="break-all">
                <a className="link-underline" href={`mailto:${location.email}`}>
                  {location.email}
                </a>
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {place ? (
        <a
          className="link-underline mt-1 inline-flex min-h-11 items-center self-start text-sm"
          href={mapLink(place)}
        >
          {t('openInMaps')}
          <span className="sr-only">{t('openInMapsOf', { name: location.name })}</span>
        </a>
      ) : null}
    </li>
  );
}

/**
 * The company's places: always a list with addresses, phones and e-mails that works without any
 * third party; the interactive OpenStreetMap view loads only when asked for. `zoom` centres the
 * map on a place at that level; without it the map holds every place.
 */
export function LocationMap({ blok }: BlockProps<MapBlok>) {
  const t = useTranslations('Media.Map');
  const consent = useTranslations('Consent.embed');
  const locations = (blok.locations ?? []).filter((location) => location.name);
  if (locations.length === 0) return null;
  const placed = locations.map((location) => coordinates(location.latitude, location.longitude));
  const points = placed.filter((point): point is Coordinates => point !== undefined);
  const zoom = zoomLevel(blok.zoom);
  const places: MapPlace[] = locations.flatMap((location, index) => {
    const point = placed[index];
    if (!point) return [];
    const bounds =
      zoom !== undefined || points.length === 1
        ? boundsAround(point, zoom ?? 15)
        : (boundsAroundAll(points) ?? boundsAround(point, 15));
    return [
      {
        id: shortId(location._uid),
        name: location.name,
        src: embedUrl(bounds, point),
        frameTitle: t('frameTitle', { name: location.name }),
      },
    ];
  });
  const headingId = blok.headline ? `map-${shortId(blok._uid)}` : undefined;
  return (
    <Section tone="muted" labelledBy={headingId}>
      {blok.headline ? <SectionHeading id={headingId}>{blok.headline}</SectionHeading> : null}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <ul className="grid content-start gap-4">
          {locations.map((location, index) => (
            <LocationCard key={shortId(location._uid)} location={location} place={placed[index]} />
          ))}
        </ul>
        {places.length ? (
          <MapFrame
            places={places}
            text={{
              show: t('show'),
              note: t('note'),
              choose: t('choose'),
              always: consent('always'),
              alwaysNote: consent('alwaysNote'),
            }}
          />
        ) : null}
      </div>
    </Section>
  );
}
