import type { Process } from '@/catalogue/finder/answers';
import type { Fit } from '@/catalogue/finder/find';
import type { Reason } from '@/catalogue/finder/rules';
import type { Asset } from '@/content';
import type { Locale } from '@/i18n/routing';
import { comparePath } from '@/paths/compare-paths';
import { quotePath } from '@/paths/quote-paths';
import { ContentImage } from '@/site/ui/content-image';
import { FigureList } from '@/site/ui/figure-list';
import { PageLink } from '@/site/ui/page-link';
import { machineFigures } from './machine-figures';
import { reasonText, type ReasonWords } from './reason-text';

/** What the catalogue adds to a fitting machine on its card. */
export interface CardProduct {
  href?: string;
  image?: Asset | null;
  modelCode?: string;
}

interface Props {
  locale: Locale;
  fit: Fit;
  /** Its reasons that the other fitting machines do not share. */
  own: readonly Reason[];
  process: Process | undefined;
  product: CardProduct;
  best: boolean;
  words: ReasonWords;
}

/**
 * A fitting machine as a shop shows it: image, name, model code, key figures alike on every card,
 * what sets it apart, and its three ways on: its page, the comparison and a quote.
 */
export function FinderCard({ locale, fit, own, process, product, best, words }: Props) {
  const { t } = words;
  const { machine } = fit;
  const name = machine.name;
  // Three such links on every card: a screen reader's list of links needs to tell them apart.
  const forName = <span className="sr-only"> ({name})</span>;
  return (
    <li data-slug={machine.slug} className="finder-card">
      <div className="finder-card-media">
        {product.image ? (
          <ContentImage
            asset={product.image}
            sizes="(min-width: 1280px) 420px, (min-width: 640px) 50vw, 100vw"
            fill
          />
        ) : null}
      </div>
      <div className="finder-card-body">
        <h3 className="finder-card-name">
          {product.href ? <PageLink href={product.href}>{name}</PageLink> : name}
          {best ? <span className="finder-badge">{t('first')}</span> : null}
        </h3>
        {product.modelCode ? <p className="finder-card-code">{product.modelCode}</p> : null}
        <FigureList
          figures={machineFigures(machine, process, fit.reasons, words)}
          className="finder-card-figures"
        />
        {own.length > 0 ? (
          <ul className="finder-reasons">
            {own.map((reason) => (
              <li key={reason.code}>{reasonText(reason, words)}</li>
            ))}
          </ul>
        ) : null}
        <p className="finder-card-actions">
          {product.href ? (
            <PageLink href={product.href} className="button button-outline button-compact">
              {t('details')}
              {forName}
            </PageLink>
          ) : null}
          <a href={comparePath(locale, [machine.slug])} className="compare-toggle">
            <span data-compare-label>{t('compareOne')}</span>
            {forName}
          </a>
          <a
            href={quotePath(locale, [machine.slug])}
            className="button button-primary button-compact"
            data-finder-quote-one
          >
            {t('quoteOne')}
            {forName}
          </a>
        </p>
      </div>
    </li>
  );
}
