import { getTranslations } from 'next-intl/server';
import { hrefFor } from '@/content';
import { buttonClasses } from '@/site/editorial/buttons';
import { FactList } from '@/site/editorial/fact-list';
import { Icon } from '@/site/editorial/icons';
import { HeaderBadge, TemplateHeader } from '@/site/editorial/template-header';
import { formatDay, isoDay, parseContentDate, renderTime } from '@/site/format/date';
import { JsonLd } from '@/site/format/json-ld';
import { organizationJsonLd, siteUrl } from '@/site/format/organization';
import { RenderRichText } from '../rich-text/render-rich-text';
import { BreadcrumbTrail } from '../breadcrumbs/breadcrumb-trail';
import type { BlockProps } from '../types';
import { employmentType, isOpen } from './job-facts';
import { jobPostingJsonLd } from './job-posting-json-ld';
import { FORM_ANCHOR } from '../job-application/application-anchor';
import { ApplicationSection } from '../job-application/application-section';
import type { JobPositionBlok } from '@/content/generated/components';
import { shortId } from '@/site/ui/short-id';

const EMAIL = /^[^@\s]+@[^@\s]+$/;

/**
 * A job opening: the role, the facts at a glance, how to apply, and while it is open the site's
 * application form (its `application` field), else a mailto to apply_email.
 */
export async function JobPosition({ blok, context }: BlockProps<JobPositionBlok>) {
  const { locale, story } = context;
  const [t, applications, organization] = await Promise.all([
    getTranslations({ locale, namespace: 'Jobs' }),
    getTranslations({ locale, namespace: 'Applications' }),
    organizationJsonLd(locale),
  ]);
  const posted = parseContentDate(blok.date_posted);
  const until = parseContentDate(blok.valid_through);
  const type = employmentType(blok.employment_type);
  const open = isOpen(blok, renderTime());
  const email = EMAIL.test(blok.apply_email ?? '') ? blok.apply_email : undefined;
  const mailto = email
    ? `mailto:${email}?subject=${encodeURIComponent(t('applySubject', { title: blok.title }))}`
    : undefined;
  // the form, while applications are taken: the JobPosting data then says one applies here
  const form = open ? blok.application?.[0] : undefined;
  const apply = form ? (
    <a href={`#${FORM_ANCHOR}`} className={buttonClasses.primary}>
      <Icon name="mail" />
      {t('applyOnline')}
    </a>
  ) : mailto ? (
    <a href={mailto} className={buttonClasses.primary}>
      <Icon name="mail" />
      {t('apply')}
    </a>
  ) : null;
  const day = (date: Date | undefined) =>
    date ? <time dateTime={isoDay(date)}>{formatDay(date, locale)}</time> : undefined;
  return (
    <article>
      <TemplateHeader
        breadcrumbs={<BreadcrumbTrail context={context} tone="dark" />}
        eyebrow={blok.department || t('eyebrow')}
        badges={
          !open ? (
            <HeaderBadge>
              {t('closed', { date: until ? formatDay(until, locale) : '' })}
            </HeaderBadge>
          ) : null
        }
        title={blok.title}
        lead={blok.summary}
        meta={
          <>
            {blok.location ? (
              <p className="flex items-center gap-2">
                <Icon name="pin" className="size-5 text-accent" />
                {blok.location}
              </p>
            ) : null}
            {type ? (
              <p className="flex items-center gap-2">
                <Icon name="briefcase" className="size-5 text-accent" />
                {t(`employmentType.${type}`)}
              </p>
            ) : null}
            {posted ? (
              <p className="flex items-center gap-2">
                <Icon name="calendar" className="size-5 text-accent" />
                <span>
                  {t('posted')} {day(posted)}
                </span>
              </p>
            ) : null}
          </>
        }
      />
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
                { term: t('department'), value: blok.department },
                { term: t('location'), value: blok.location },
                { term: t('type'), value: type ? t(`employmentType.${type}`) : undefined },
                { term: t('posted'), value: day(posted) },
                { term: t('validThrough'), value: day(until) },
              ]}
            />
            {open ? apply : null}
          </div>
        </aside>
        <div className="flex min-w-0 flex-col gap-12 lg:col-start-1 lg:row-start-1">
          {/* The description carries its own headings (the role, what you will do, ...). */}
          <RenderRichText doc={blok.description} context={context} />
          <section
            aria-labelledby={`${shortId(blok._uid)}-apply`}
            className="flex flex-col gap-6 rounded-sm bg-ink p-6 text-white sm:p-10"
          >
            <h2 id={`${shortId(blok._uid)}-apply`} className="heading-2">
              {t('howToApply')}
            </h2>
            {open ? (
              <>
                <RenderRichText doc={blok.how_to_apply} context={context} tone="dark" />
                {apply ? <p>{apply}</p> : null}
              </>
            ) : (
              <p className="text-lg text-steel-100">
                {t('closed', { date: until ? formatDay(until, locale) : '' })}
              </p>
            )}
          </section>
        </div>
      </div>
      {form && story ? (
        <ApplicationSection
          form={form}
          context={context}
          page={hrefFor(story, locale)}
          heading={form.headline || applications('heading')}
          position={blok.title}
          writeTo={email ?? ''}
        />
      ) : null}
      {story ? (
        <JsonLd
          data={jobPostingJsonLd({
            job: blok,
            url: siteUrl(hrefFor(story, locale)),
            organization,
            directApply: form !== undefined,
          })}
        />
      ) : null}
    </article>
  );
}
