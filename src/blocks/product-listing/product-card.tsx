import { PageLink } from '@/site/ui/page-link';
import { hrefFor, type Story } from '@/content';
import type { Locale } from '@/i18n/routing';
import { ContentImage } from '@/site/ui/content-image';
import { FigureList } from '@/site/ui/figure-list';
import { productOf } from './load-products';
import { COMPARE_KEY } from '@/catalogue/compare-query';
import { teaser } from '@/catalogue/teaser';

/** A card's compare checkbox, sent by the listing's form (`form`: its id; compare-bar.tsx). */
export interface CompareControl {
  form: string;
  text: string;
  /** Its words once ticked: the product is in the comparison (unticking takes it out). */
  inText: string;
  label: (name: string) => string;
}

interface Props {
  story: Story;
  locale: Locale;
  familyLabel: string;
  processLabels: string[];
  /** The heading level of the card title under the section's heading. */
  headingLevel?: 'h3' | 'h4';
  sizes?: string;
  compare?: CompareControl;
}

/**
 * A product in a grid: image, family, name (the link), model code, summary (ending at a word),
 * key figures or processes, and in a listing the checkbox that adds it to a comparison.
 */
export function ProductCard({
  story,
  locale,
  familyLabel,
  processLabels,
  headingLevel: Heading = 'h3',
  sizes = '(min-width: 1280px) 380px, (min-width: 640px) 50vw, 100vw',
  compare,
}: Props) {
  const product = productOf(story);
  const figures = (product.key_figures ?? []).slice(0, 3);
  return (
    <li className="group product-card">
      <div className="product-card-media">
        <ContentImage asset={product.image} sizes={sizes} fill className="card-zoom" />
      </div>
      <div className="product-card-body">
        <p className="product-card-family">{familyLabel}</p>
        <Heading className="product-card-name">
          <PageLink href={hrefFor(story, locale)} className="stretched-link">
            {product.name}
          </PageLink>
        </Heading>
        <p className="product-card-code">{product.model_code}</p>
        <p className="product-card-summary">{teaser(product.summary)}</p>
      </div>
      {figures.length > 0 ? (
        <FigureList figures={figures} className="product-card-footer product-card-figures" />
      ) : processLabels.length > 0 ? (
        <ul className="product-card-footer product-card-processes">
          {processLabels.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      ) : null}
      {compare ? (
        <label className="compare-pick">
          <input
            type="checkbox"
            name={COMPARE_KEY}
            value={story.slug}
            form={compare.form}
            aria-label={compare.label(product.name)}
          />
          <span className="compare-pick-add">{compare.text}</span>
          <span className="compare-pick-in">{compare.inText}</span>
        </label>
      ) : null}
      <span aria-hidden="true" className="card-bar" />
    </li>
  );
}
