import { expect } from 'vitest';
import { ContentError } from '@/content/errors';
import type { StoriesResponse } from '@/content/source';
import { products, type ProductSpec } from './fixture-products';

export const idsOf = (stories: Array<{ id: number }>) => stories.map((story) => story.id);

/** Story ids in ascending order, for answers whose order the API leaves open. */
export const sortedIds = (stories: Array<{ id: number }>) => idsOf(stories).sort((a, b) => a - b);

/** Ids of the products that satisfy `test`, ascending. */
export const productIds = (test: (spec: ProductSpec) => boolean) =>
  products.filter(test).map((spec) => spec.id);

/** The ids of products ordered by `compare`. */
export const productOrder = (compare: (a: ProductSpec, b: ProductSpec) => number) =>
  [...products].sort(compare).map((spec) => spec.id);

/** The whole answer fits one page: its stories are all there are. */
export function expectWhole(answer: StoriesResponse): void {
  expect(answer.total).toBe(answer.stories.length);
}

export async function expectContentError(promise: Promise<unknown>, status: number) {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ContentError);
  expect((error as ContentError).status).toBe(status);
  return error as ContentError;
}
