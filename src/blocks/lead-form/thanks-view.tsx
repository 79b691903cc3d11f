import { getTranslations } from 'next-intl/server';
import { getStoryByPath, hrefFor, sitePath } from '@/content';
import type { Locale } from '@/i18n/routing';
import { countryName } from '@/leads/countries';
import type { LeadKind } from '@/leads/lead-fields';
import { comparableProducts } from '@/site/compare/comparable-products';
import { PageLink } from '@/site/ui/page-link';
import { Section } from '@/site/ui/section';
import type { ThanksRecap } from './thanks-query';

interface Props {
  kind: LeadKind;
  locale: Locale;
  recap: ThanksRecap;
  headingId: string;
  /** The company's phone from the global settings, for "in a hurry?". */
  phone?: string;
}

/**
 * The answer to an accepted request: thanks, the reference the confirmation and sales use, a
 * recap of what was asked (the kind, and for a quote the products and the country), what happens
 * next, and the ways on. Only what the visitor chose is shown, never what they typed.
 */
export async function ThanksView({ kind, locale, recap, headingId, phone }: Props) {
  const [t, catalogue, list] = await Promise.all([
    getTranslations({ locale, namespace: 'Leads' }),
    recap.products.length > 0 ? comparableProducts(locale) : undefined,
    getStoryByPath(locale, 'prodotti').catch(() => null),
  ]);
  const products = recap.products.flatMap((slug) => {
    const found = catalogue?.get(slug);
    return found ? [found.product.name || found.story.name] : [];
  });
  const rows: Array<[string, string]> = [
    ...(recap.reference ? [[t('thanksReference'), recap.reference] as [string, string]] : []),
    [t('thanksKind'), t(`thanksKinds.${kind}`)],
    ...(products.length > 0
      ? [[t('products'), new Intl.ListFormat(locale).format(products)] as [string, string]]
      : []),
    ...(recap.country
      ? [[t('country'), countryName(recap.country, locale)] as [string, string]]
      : []),
  ];
  const steps = kind === 'quote' ? (['quote1', 'quote2'] as const) : (['contact1'] as const);
  return (
    <Section labelledBy={headingId}>
      <div className="lead-form-thanks" role="status" data-thanks>
        <h2 id={headingId} className="heading-2">
          {t('thanksTitle')}
        </h2>
        <p className="mt-4 text-lg">{t('thanksText')}</p>
        <div className="lead-thanks-grid">
          <section aria-labelledby={`${headingId}-recap`} className="lead-thanks-recap">
            <h3 id={`${headingId}-recap`} className="text-lg font-bold">
              {t('thanksRecap')}
            </h3>
            <dl data-thanks-recap>
              {rows.map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby={`${headingId}-next`} className="lead-thanks-next">
            <h3 id={`${headingId}-next`} className="text-lg font-bold">
              {t('thanksNextTitle')}
            </h3>
            <ol data-thanks-next>
              {steps.map((step) => (
                <li key={step}>{t(`thanksNext.${step}`)}</li>
              ))}
              {phone ? <li>{t('thanksNext.urgent', { phone })}</li> : null}
            </ol>
          </section>
        </div>
        <p className="lead-thanks-ways">
          {list ? (
            <PageLink href={hrefFor(list, locale)} className="button button-primary button-compact">
              {t('thanksProducts')}
            </PageLink>
          ) : null}
          <a href={sitePath('', locale)} className="link-underline font-semibold">
            {t('thanksBack')}
          </a>
        </p>
      </div>
    </Section>
  );
}
