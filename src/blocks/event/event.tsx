import { getTranslations } from 'next-intl/server';
import { hrefFor, resolveLink } from '@/content';
import { buttonClasses } from '@/site/editorial/buttons';
import { FactList } from '@/site/editorial/fact-list';
import { Icon } from '@/site/editorial/icons';
import { HeaderBadge, TemplateHeader } from '@/site/editorial/template-header';
import { ContentLink } from '@/site/content-link';
import { feedPath } from '@/paths/feed-paths';
import { formatDateRange, formatDay, isoDateTime, renderTime } from '@/site/format/date';
import { JsonLd } from '@/site/format/json-ld';
import { organizationJsonLd, siteUrl } from '@/site/format/organization';
import { ContentImage } from '@/site/ui/content-image';
import { RenderRichText } from '../rich-text/render-rich-text';
import { BreadcrumbTrail } from '../breadcrumbs/breadcrumb-trail';
import type { BlockProps } from '../types';
import { eventDates, eventTiming } from './event-dates';
import { eventJsonLd } from './event-json-ld';
import type { EventBlok } from '@/content/generated/components';
import { shortId } from '@/site/ui/short-id';

const KINDS = ['fair', 'open-house', 'training', 'webinar'] as const;

/**
 * A fair, open house, course or webinar: dates as a range in the visitor's language, where, the
 * stand, the organiser's site and the description. Whether it is past is decided when the page
 * renders (at build for the pre-rendered page).
 */
export async function EventDetail({ blok, context }: BlockProps<EventBlok>) {
  const { locale, story } = context;
  const [t, tRichText, organization] = await Promise.all([
    getTranslations({ locale, namespace: 'Events' }),
    getTranslations({ locale, namespace: 'RichText' }),
    organizationJsonLd(locale),
  ]);
  const dates = eventDates(blok);
  const timing = dates ? eventTiming(dates, renderTime()) : undefined;
  const kind = KINDS.find((known) => known === blok.kind);
  const website = resolveLink(blok.website, locale, context.links);
  const period = dates ? (
    <time dateTime={isoDateTime(dates.start)}>
      {formatDateRange(dates.start, dates.end, locale)}
    </time>
  ) : undefined;
  const place = [blok.city, blok.country].filter(Boolean).join(', ');
  return (
    <article>
      <TemplateHeader
        breadcrumbs={<BreadcrumbTrail context={context} tone="dark" />}
        overlap={!!blok.image?.filename}
        eyebrow={kind ? t(`kind.${kind}`) : t('eyebrow')}
        badges={
          timing === 'past' ? (
            <HeaderBadge>{t('pastBadge')}</HeaderBadge>
          ) : timing === 'ongoing' ? (
            <HeaderBadge tone="accent">{t('ongoing')}</HeaderBadge>
          ) : null
        }
        title={blok.title}
        lead={blok.teaser}
        meta={
          <>
            {period ? (
              <p className="flex items-center gap-2 font-semibold text-white">
                <Icon name="calendar" className="size-5 text-accent" />
                {period}
              </p>
            ) : null}
            {place ? (
              <p className="flex items-center gap-2">
                <Icon name="pin" className="size-5 text-accent" />
                {place}
              </p>
            ) : null}
          </>
        }
      />
      {blok.image?.filename ? (
        <div className="mx-auto -mt-20 max-w-6xl px-5 sm:-mt-32 sm:px-8 md:-mt-44">
          <figure className="relative aspect-[16/9] overflow-hidden rounded-sm bg-steel-100 shadow-2xl">
            <ContentImage
              asset={blok.image}
              fill
              priority
              sizes="(min-width: 1152px) 1088px, 100vw"
            />
          </figure>
        </div>
      ) : null}
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:px-8 md:py-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
        <aside
          aria-labelledby={`${shortId(blok._uid)}-details`}
          className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start"
        >
          <div className="flex flex-col gap-6 rounded-sm border border-steel-200 border-t-4 border-t-accent bg-white p-6 shadow-sm">
            <h2 id={`${shortId(blok._uid)}-details`} className="heading-3">
              {t('details')}
            </h2>
            <FactList
              facts={[
                { term: t('when'), value: period },
                { term: t('venue'), value: blok.venue },
                { term: t('stand'), value: blok.stand },
                { term: t('address'), value: blok.address },
                { term: t('city'), value: blok.city },
                { term: t('country'), value: blok.country },
              ]}
            />
            {story && timing !== 'past' ? (
              <a
                href={feedPath(hrefFor(story, locale), 'ics')}
                download
                type="text/calendar"
                className={buttonClasses.primary}
              >
                <Icon name="calendar" className="size-4" />
                {t('addToCalendar')}
              </a>
            ) : null}
            {website ? (
              <ContentLink
                link={blok.website}
                context={context}
                className={`${buttonClasses.outline} text-ink`}
              >
                {t('website')}
                <Icon name="external" className="size-4" />
                {blok.website?.target === '_blank' ? (
                  <span className="sr-only">{tRichText('newTab')}</span>
                ) : null}
              </ContentLink>
            ) : null}
          </div>
        </aside>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
          {timing === 'past' && dates ? (
            <p
              className="rounded-sm border-l-4 border-steel-300 bg-steel-50 px-5 py-4 font-semibold text-steel-800"
              data-event-state="past"
            >
              {t('pastNotice', { date: formatDay(dates.end, locale) })}
            </p>
          ) : null}
          <h2 className="heading-2">{t('about')}</h2>
          <RenderRichText
            doc={blok.description}
            context={context}
            imageSizes="(min-width: 1024px) 680px, 100vw"
          />
        </div>
      </div>
      {story && dates ? (
        <JsonLd
          data={eventJsonLd({
            event: blok,
            dates,
            locale,
            url: siteUrl(hrefFor(story, locale)),
            websiteUrl: website && /^https?:/.test(website) ? website : undefined,
            imageUrl: blok.image?.filename ? siteUrl(blok.image.filename) : undefined,
            organization,
          })}
        />
      ) : null}
    </article>
  );
}
