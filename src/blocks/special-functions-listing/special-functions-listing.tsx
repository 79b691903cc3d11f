import { shortId } from '@/site/ui/short-id';
import { getTranslations } from 'next-intl/server';
import { isPageTitleBlock } from '@/catalogue/page-title';
import { ListingHeading } from '@/site/ui/listing-heading';
import { getDatasourceLabels, listStories } from '@/content';
import type {
  SpecialFunctionBlok,
  SpecialFunctionsListingBlok,
} from '@/content/generated/components';
import { Section } from '@/site/ui/section';
import type { BlockProps } from '../types';
import { FeatureIcon } from './feature-icon';
import { lastTileClass } from '@/site/ui/last-tile';

/** Every special function of the control panels: icon, name, what it does, where it applies. */
export async function SpecialFunctionsListing({
  blok,
  context,
}: BlockProps<SpecialFunctionsListingBlok>) {
  const { locale } = context;
  const [t, processes, result] = await Promise.all([
    getTranslations({ locale, namespace: 'SpecialFunctions' }),
    getDatasourceLabels('processi', locale),
    listStories(locale, {
      content_type: 'special-function',
      sort_by: 'position:asc',
      per_page: 100,
    }),
  ]);
  const titleId = `${shortId(blok._uid)}-title`;
  const pageTitle = isPageTitleBlock(context.story?.content, blok._uid);
  const HeadingOfItem = pageTitle ? 'h2' : 'h3';
  return (
    <Section labelledBy={blok.headline ? titleId : undefined}>
      {blok.headline ? (
        <ListingHeading id={titleId} pageTitle={pageTitle} intro={blok.intro}>
          {blok.headline}
        </ListingHeading>
      ) : null}
      {result.stories.length === 0 ? (
        <p className="text-steel-700">{t('empty')}</p>
      ) : (
        <ul className="tile-grid sm:grid-cols-2 lg:grid-cols-3">
          {result.stories.map((story, index) => {
            const item = story.content as unknown as SpecialFunctionBlok;
            const last = index === result.stories.length - 1;
            const labels = (item.processes ?? []).flatMap((value) => processes.get(value) ?? []);
            return (
              <li
                key={story.slug}
                className={
                  last ? `tile ${lastTileClass(result.stories.length, { sm: 2, lg: 3 })}` : 'tile'
                }
              >
                <span className="icon-tile size-12">
                  <FeatureIcon name={item.icon} className="size-7" />
                </span>
                <HeadingOfItem className="heading-3">{item.name}</HeadingOfItem>
                <p className="text-steel-700">{item.summary}</p>
                {labels.length > 0 ? (
                  <div className="mt-auto flex flex-col gap-2 pt-2">
                    <p className="label-caps">{t('processes')}</p>
                    <ul className="process-tags">
                      {labels.map((label) => (
                        <li key={label}>{label}</li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
