import type { Partner } from '@/catalogue/locator/partner';
import { directionsLink } from '@/site/map/osm';
import { formatList, languageNames } from '@/site/format/number';
import { openingHoursLines } from '@/site/format/opening-hours';
import { telHref } from '@/site/header/contact-links';
import { GlobeIcon, MailIcon, PhoneIcon } from '@/site/header/icons';
import type { LocatorWords } from './locator-words';

/** International calling codes of the countries the locator covers. */
const CALLING_CODES: Record<Partner['country'], string> = {
  IT: '39',
  DE: '49',
  FR: '33',
  ES: '34',
  AT: '43',
  CH: '41',
  GB: '44',
  PL: '48',
  NL: '31',
  BE: '32',
};

/** An E.164 number with its country code set apart, `+49 8945201736`: readable, never wrong. */
export function phoneText(phone: string, country: Partner['country']): string {
  const code = `+${CALLING_CODES[country]}`;
  return phone.startsWith(code) && !phone.startsWith(`${code} `)
    ? `${code} ${phone.slice(code.length)}`
    : phone;
}

/** The address lines as the post of the partner's country writes them. */
export function addressLines(partner: Partner, countryName: string): string[] {
  const town =
    partner.country === 'GB'
      ? [partner.city, partner.postcode]
      : [`${partner.postcode} ${partner.city}`.trim()];
  return [partner.street, ...town, countryName].filter((line) => line !== '');
}

/** The anchor of a partner on its country's page (its structured data's `@id` too). */
export const partnerAnchor = (slug: string) => `partner-${slug}`;

/**
 * One partner: its distance when there is a search, its name, what it offers, its address, how
 * to reach it (phone, e-mail, website, opening hours, languages) and the route to it, which only
 * the visitor's click opens on openstreetmap.org.
 */
export function PartnerCard({
  partner,
  distanceKm,
  words,
  heading: Heading = 'h3',
}: {
  partner: Partner;
  distanceKm?: number;
  words: LocatorWords;
  heading?: 'h2' | 'h3';
}) {
  const { t, locale } = words;
  const address = addressLines(partner, words.country(partner.country));
  const hours = partner.openingHours
    ? (openingHoursLines(partner.openingHours, locale) ?? [
        { days: '', hours: partner.openingHours },
      ])
    : [];
  const languages = languageNames(partner.languages, locale);
  const families = partner.families.flatMap((family) => words.families.get(family) ?? []);
  const titleId = `${partnerAnchor(partner.slug)}-name`;
  return (
    <article
      id={partnerAnchor(partner.slug)}
      className="partner-card"
      aria-labelledby={titleId}
      data-partner={partner.slug}
    >
      <div className="partner-head">
        <Heading id={titleId} className="partner-name">
          {partner.name}
        </Heading>
        {distanceKm !== undefined ? (
          <p className="partner-distance" data-distance={distanceKm.toFixed(1)}>
            <span className="sr-only">{t('distance')}: </span>
            {words.distance(distanceKm)}
          </p>
        ) : null}
      </div>
      <ul className="partner-kinds" aria-label={t('offers')}>
        {partner.kinds.map((kind) => (
          <li key={kind} data-kind={kind}>
            {words.kinds.get(kind) ?? kind}
          </li>
        ))}
        {partner.authorisedRepairer ? (
          <li className="partner-authorised" data-authorised-repairer="">
            {t('authorised')}
          </li>
        ) : null}
      </ul>
      <address className="partner-address">
        {address.map((line, index) => (
          <span key={index}>{line}</span>
        ))}
      </address>
      <ul className="partner-contacts">
        <li>
          <PhoneIcon />
          <a href={telHref(partner.phone)}>
            <span className="sr-only">{t('phone')}: </span>
            {phoneText(partner.phone, partner.country)}
          </a>
        </li>
        <li>
          <MailIcon />
          <a href={`mailto:${partner.email}`}>
            <span className="sr-only">{t('email')}: </span>
            {partner.email}
          </a>
        </li>
        {partner.website ? (
          <li>
            <GlobeIcon />
            <a href={partner.website} rel="noopener noreferrer">
              <span className="sr-only">{t('website')}: </span>
              {partner.website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
            </a>
          </li>
        ) : null}
      </ul>
      {hours.length > 0 || languages.length > 0 || families.length > 0 ? (
        <dl className="partner-facts">
          {hours.length > 0 ? (
            <div>
              <dt>{t('hours')}</dt>
              <dd className="partner-hours">
                {hours.map((line, index) => (
                  <span key={index}>
                    {line.days ? `${line.days} ` : ''}
                    {line.hours}
                  </span>
                ))}
              </dd>
            </div>
          ) : null}
          {languages.length > 0 ? (
            <div>
              <dt>{t('languages')}</dt>
              <dd>{formatList(languages, locale)}</dd>
            </div>
          ) : null}
          {families.length > 0 ? (
            <div>
              <dt>{t('families')}</dt>
              <dd>{formatList(families, locale)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <p className="partner-actions">
        <a
          className="partner-route"
          href={directionsLink(
            { lat: partner.lat, lon: partner.lng },
            [partner.name, ...address].join(', '),
          )}
          target="_blank"
          rel="noopener noreferrer"
          data-route=""
        >
          {t('route')}
          <span className="sr-only"> {t('routeTo', { name: partner.name })}</span>
        </a>
      </p>
    </article>
  );
}
