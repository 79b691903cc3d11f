import { COMPARE_KEY, DIFFERENCES_KEY } from '@/catalogue/compare-query';
import type { Locale } from '@/i18n/routing';
import { comparePath } from '@/paths/compare-paths';
import type { ComparableProduct } from './comparable-products';

/**
 * Adds a product to the comparison without JavaScript: a GET form that sends the products
 * compared (`p=a,b`) and the chosen one (another `p`), which the page reads as one list.
 * The products are grouped by family, in the editors' order.
 */
export function AddProductForm({
  locale,
  slugs,
  differencesOnly,
  products,
  families,
  texts,
}: {
  locale: Locale;
  slugs: readonly string[];
  differencesOnly: boolean;
  products: readonly ComparableProduct[];
  families: ReadonlyMap<string, string>;
  texts: { label: string; choose: string; submit: string };
}) {
  const groups = new Map<string, ComparableProduct[]>();
  for (const item of products) {
    const family = families.get(item.product.family) ?? '';
    groups.set(family, [...(groups.get(family) ?? []), item]);
  }
  return (
    <form method="get" action={comparePath(locale)} className="compare-add">
      {slugs.length > 0 ? <input type="hidden" name={COMPARE_KEY} value={slugs.join(',')} /> : null}
      {differencesOnly ? <input type="hidden" name={DIFFERENCES_KEY} value="1" /> : null}
      <label htmlFor="compare-add">{texts.label}</label>
      <div>
        <select id="compare-add" name={COMPARE_KEY} required defaultValue="">
          <option value="" disabled>
            {texts.choose}
          </option>
          {[...groups].map(([family, items]) => {
            const options = items.map(({ slug, product }) => (
              <option key={slug} value={slug}>
                {product.name}
              </option>
            ));
            return family ? (
              <optgroup key={family} label={family}>
                {options}
              </optgroup>
            ) : (
              options
            );
          })}
        </select>
        <button type="submit" className="button button-outline button-compact">
          {texts.submit}
        </button>
      </div>
    </form>
  );
}
