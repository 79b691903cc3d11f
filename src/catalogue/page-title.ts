interface BlockRef {
  component: string;
  _uid?: unknown;
}

const isBlock = (value: unknown): value is BlockRef =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { component?: unknown }).component === 'string';

/**
 * Whether a listing block carries the page's title (its single h1): on a page without a hero, the
 * first block other than breadcrumbs does. Everywhere else a block's title is an h2.
 */
export function isPageTitleBlock(
  pageContent: Record<string, unknown> | undefined,
  uid: string,
): boolean {
  const blocks = pageContent?.body;
  const body = Array.isArray(blocks) ? blocks.filter(isBlock) : [];
  if (body.some((block) => block.component === 'hero')) return false;
  return body.find((block) => block.component !== 'breadcrumbs')?._uid === uid;
}
