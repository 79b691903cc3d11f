'use client';

import { useState } from 'react';
import { useHydrated } from '@/site/ui/use-hydrated';
import type { LeadFormFamily, LeadFormProduct, LeadFormTexts } from './lead-form-texts';

/** A product's checkbox (a `p` value of the form) with its image, name and model code. */
export function ProductOption({
  product,
  checked,
}: {
  product: LeadFormProduct;
  checked: boolean;
}) {
  return (
    <label className="lead-product">
      <input type="checkbox" name="p" value={product.slug} defaultChecked={checked} />
      {product.thumb ? <span className="lead-product-image">{product.thumb}</span> : null}
      <span className="lead-product-text">
        <span className="lead-product-name">{product.name}</span>
        {product.code ? <span className="lead-product-code">{product.code}</span> : null}
      </span>
    </label>
  );
}

const matcher = (query: string) => {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return (product: LeadFormProduct, family: string) => {
    const text = `${product.name} ${product.code ?? ''} ${family}`.toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  };
};

/**
 * The catalogue to choose from, by family, for a visitor who came from the header with no
 * product: checkboxes that post without JavaScript; with it, a search that narrows them as the
 * visitor types (name, model code or family). A ticked product that the search hides is still
 * sent. It opens on a click (or Enter), and stays open after a post that came back with some
 * of its products ticked.
 */
export function ProductPicker({
  families,
  texts,
  chosen,
  first,
}: {
  families: LeadFormFamily[];
  texts: LeadFormTexts['picker'];
  chosen: ReadonlySet<string>;
  /** No product came with the page: the picker is the way to name them. */
  first: boolean;
}) {
  const hydrated = useHydrated();
  const [query, setQuery] = useState('');
  if (families.length === 0) return null;
  const matches = matcher(query);
  const shown = families.map((family) =>
    family.products.filter((product) => matches(product, family.label)),
  );
  const none = shown.every((list) => list.length === 0);
  return (
    // closed until asked for: open, its thirty checkboxes would stand in a keyboard's way
    <details className="lead-picker" open={chosen.size > 0} data-product-picker>
      <summary>{first ? texts.choose : texts.more}</summary>
      {hydrated ? (
        <label className="lead-picker-search">
          <span>{texts.search}</span>
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            maxLength={60}
          />
        </label>
      ) : null}
      {families.map((family, index) => (
        <fieldset key={family.family} hidden={shown[index]!.length === 0}>
          <legend>{family.label}</legend>
          <ul>
            {family.products.map((product) => (
              <li key={product.slug} hidden={!shown[index]!.includes(product)}>
                <ProductOption product={product} checked={chosen.has(product.slug)} />
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      <p className="lead-form-hint" role="status">
        {query && none ? texts.none.replace('{query}', query) : null}
      </p>
    </details>
  );
}
