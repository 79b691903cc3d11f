import { cache } from 'react';
import {
  finderMachineOf,
  type FinderMachine,
  type SelectionFields,
} from '@/catalogue/finder/machine';
import { hrefFor } from '@/content';
import type { Locale } from '@/i18n/routing';
import { comparableProducts } from '@/site/compare/comparable-products';

export interface FinderCatalogue {
  /** Every published product with its selection fields, in the editors' order. */
  machines: FinderMachine[];
  /** Each product's page in the language, by slug. */
  hrefs: ReadonlyMap<string, string>;
}

/** The catalogue as the finder reads it: the comparison's product list (technical data kept). */
export const finderCatalogue = cache(async (locale: Locale): Promise<FinderCatalogue> => {
  const products = await comparableProducts(locale);
  const machines: FinderMachine[] = [];
  const hrefs = new Map<string, string>();
  for (const { slug, story, product } of products.values()) {
    const machine = finderMachineOf(slug, product.name, product as unknown as SelectionFields);
    if (!machine) continue;
    machines.push(machine);
    hrefs.set(slug, hrefFor(story, locale));
  }
  return { machines, hrefs };
});
