import type { CSSProperties } from 'react';
import type { CompareGroup } from '@/catalogue/compare-table';
import { hrefFor } from '@/content';
import type { Locale } from '@/i18n/routing';
import { comparePath } from '@/paths/compare-paths';
import { DATASHEET_TYPE, datasheetPath } from '@/paths/datasheet-paths';
import { ContentImage } from '@/site/ui/content-image';
import { PageLink } from '@/site/ui/page-link';
import type { ComparableProduct } from './comparable-products';

interface Texts {
  caption: string;
  differs: string;
  /** After a cell's value, for a screen reader: that it is the best of its row. */
  best: string;
  remove: string;
  removeLabel: (name: string) => string;
  /** The datasheet link's text, and its name for a screen reader (which product's). */
  datasheet: string;
  datasheetLabel: (name: string) => string;
}

/** The mark of a row's best value: a tick in the accent colour, its words for a screen reader. */
export function BestMark({ label }: { label?: string }) {
  return (
    <span className="compare-best">
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
      {label ? <span className="sr-only">{` (${label})`}</span> : null}
    </span>
  );
}

/**
 * The comparison as a table: one column per product, headed (`<th scope="col">`) by its image,
 * family, name (a link to its page) and model; a row per value, headed by what it is; a group
 * heading per kind of value; in a row that says which way is better, its best value marked. The
 * table scrolls sideways inside its own focusable region on a phone, with the first column held
 * in place (compare.css).
 */
export function CompareTable({
  locale,
  compared,
  groups,
  families,
  differencesOnly,
  texts,
}: {
  locale: Locale;
  compared: readonly ComparableProduct[];
  groups: readonly CompareGroup[];
  families: ReadonlyMap<string, string>;
  differencesOnly: boolean;
  texts: Texts;
}) {
  const slugs = compared.map((item) => item.slug);
  return (
    <div
      className="compare-scroll"
      role="region"
      aria-labelledby="compare-caption"
      // a region that scrolls must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
    >
      <table
        className="compare-table"
        data-compared={slugs.join(',')}
        style={{ '--compared': compared.length } as CSSProperties}
      >
        <caption id="compare-caption" className="sr-only">
          {texts.caption}
        </caption>
        <thead>
          <tr>
            <td />
            {compared.map(({ slug, story, product }) => (
              <th key={slug} scope="col">
                <span className="compare-image">
                  <ContentImage asset={product.image} sizes="192px" fill decorative />
                </span>
                <span className="compare-family">{families.get(product.family) ?? ''}</span>
                <PageLink href={hrefFor(story, locale)} className="compare-name">
                  {product.name}
                </PageLink>
                <span className="compare-model">{product.model_code}</span>
                <a
                  href={datasheetPath(hrefFor(story, locale))}
                  type={DATASHEET_TYPE}
                  hrefLang={locale}
                  className="compare-datasheet"
                  aria-label={texts.datasheetLabel(product.name)}
                >
                  {texts.datasheet}
                </a>
              </th>
            ))}
          </tr>
          <tr className="compare-remove-row">
            <td />
            {compared.map(({ slug, product }) => (
              <td key={slug}>
                <a
                  href={comparePath(
                    locale,
                    slugs.filter((other) => other !== slug),
                    differencesOnly,
                  )}
                  aria-label={texts.removeLabel(product.name)}
                >
                  {texts.remove}
                </a>
              </td>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.key}>
            <tr className="compare-group">
              <th scope="rowgroup" colSpan={compared.length + 1}>
                <span>{group.title}</span>
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.label} {...(row.differs && { className: 'is-different' })}>
                <th scope="row">
                  {row.label}
                  {row.differs ? <span className="sr-only">{` (${texts.differs})`}</span> : null}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={slugs[index]} {...(row.best?.[index] && { className: 'is-best' })}>
                    {Array.isArray(cell) ? (
                      <ul>
                        {cell.map((value) => (
                          <li key={value}>{value}</li>
                        ))}
                      </ul>
                    ) : (
                      cell
                    )}
                    {row.best?.[index] ? <BestMark label={texts.best} /> : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
