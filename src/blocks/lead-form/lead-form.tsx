import './lead-form.css';
import { getTranslations } from 'next-intl/server';
import { getDatasourceLabels, hrefFor, resolveLink, sitePath } from '@/content';
import type { LeadFormBlok } from '@/content/generated/components';
import { countryOptions } from '@/leads/countries';
import type { LeadKind } from '@/leads/lead-fields';
import { comparableProducts, type ComparableProduct } from '@/site/compare/comparable-products';
import { ContentImage } from '@/site/ui/content-image';
import { globalSettings } from '@/site/page-context';
import { Section } from '@/site/ui/section';
import { shortId } from '@/site/ui/short-id';
import { queryProductSlugs } from '@/paths/product-query';
import { withQuoteProducts } from '@/paths/quote-paths';
import { DirectContacts } from '../contact-form-embed/direct-contacts';
import type { BlockProps } from '../types';
import { SENT_KEY } from './lead-form-state';
import { readThanks } from './thanks-query';
import { ThanksView } from './thanks-view';
import type { LeadFormFamily, LeadFormProduct } from './lead-form-texts';
import { leadFormTexts } from './lead-form-texts-server';
import { LeadFormIsland } from './lead-form-island';
import { submitLead } from './submit-lead';
import { FormIntro } from '@/site/ui/form-intro';

/** A product as the quote form shows it: name, model code and a small image. */
function formProduct({ slug, story, product }: ComparableProduct): LeadFormProduct {
  return {
    slug,
    name: product.name || story.name,
    code: product.model_code || undefined,
    thumb: <ContentImage asset={product.image} shownWidth={48} className="lead-thumb" decorative />,
  };
}

/** The catalogue by family in the editors' order of families, for the quote form's picker. */
function pickerFamilies(
  products: readonly ComparableProduct[],
  labels: ReadonlyMap<string, string>,
): LeadFormFamily[] {
  const families = new Map<string, LeadFormProduct[]>();
  for (const family of labels.keys()) families.set(family, []);
  for (const item of products) {
    const list = families.get(item.product.family);
    if (list) list.push(formProduct(item));
    else families.set(item.product.family, [formProduct(item)]);
  }
  return [...families]
    .filter(([, list]) => list.length > 0)
    .map(([family, list]) => ({ family, label: labels.get(family) ?? family, products: list }));
}

/**
 * The site's own quote or contact form (issue 44). The page is the same for every visitor (the
 * products of `?p=` make a request-time render the response cache keeps); what is per visitor,
 * the timing token, is fetched by the form. After a request is stored, `?sent=<kind>` shows the
 * thank-you view instead of the form, with its recap (`thanks-query.ts`).
 */
export async function LeadForm({ blok, context }: BlockProps<LeadFormBlok>) {
  const { locale } = context;
  const kind: LeadKind = blok.kind === 'contact' ? 'contact' : 'quote';
  const headingId = `lead-form-${shortId(blok._uid)}`;
  const [t, contactForm, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'Leads' }),
    getTranslations({ locale, namespace: 'Media.ContactForm' }),
    globalSettings(locale),
  ]);
  if (context.query?.get(SENT_KEY) === kind) {
    return (
      <ThanksView
        kind={kind}
        locale={locale}
        recap={readThanks(context.query)}
        headingId={headingId}
        phone={settings.phone}
      />
    );
  }
  // slugs only: an unknown one is named as left out, anything else in the query is not shown
  const asked = kind === 'quote' && context.query ? queryProductSlugs(context.query) : [];
  const [catalogue, familyLabels] =
    kind === 'quote'
      ? await Promise.all([comparableProducts(locale), getDatasourceLabels('famiglie', locale)])
      : [new Map<string, ComparableProduct>(), new Map<string, string>()];
  const products = asked.flatMap((slug) => {
    const found = catalogue.get(slug);
    return found ? [formProduct(found)] : [];
  });
  const families = pickerFamilies(
    [...catalogue.values()].filter((item) => !asked.includes(item.slug)),
    familyLabels,
  );
  const dropped = asked.filter((slug) => !catalogue.has(slug));
  const page = context.story ? hrefFor(context.story, locale) : sitePath('', locale);
  const texts = await leadFormTexts(
    locale,
    { phone: settings.phone ?? '', email: settings.email ?? '' },
    dropped,
  );
  const direct =
    kind === 'quote'
      ? { title: t('answerTitle'), text: t('answerText') }
      : { title: contactForm('direct'), text: t('directText') };
  return (
    <Section labelledBy={blok.headline ? headingId : undefined}>
      <div className="lead-form-block grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:gap-16">
        <div>
          <FormIntro id={headingId} headline={blok.headline} text={blok.text} />
          <LeadFormIsland
            kind={kind}
            locale={locale}
            page={page}
            permalink={withQuoteProducts(
              page,
              products.map((product) => product.slug),
            )}
            idPrefix={headingId}
            texts={texts}
            countries={kind === 'quote' ? countryOptions(locale) : []}
            products={products}
            families={families}
            privacyHref={
              resolveLink(blok.privacy_link, locale, context.links) ?? sitePath('', locale)
            }
            submit={submitLead}
          />
        </div>
        <DirectContacts
          id={`${headingId}-direct`}
          title={direct.title}
          text={direct.text}
          locale={locale}
          level={blok.headline ? 'h3' : 'h2'}
        />
      </div>
    </Section>
  );
}
