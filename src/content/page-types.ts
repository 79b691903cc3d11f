/** Content types that are pages of their own; any other story (e.g. `global`, `tag`) has no URL. */
export const pageContentTypes = [
  'page',
  'product',
  'blog-post',
  'event',
  'job-position',
  'download',
] as const;

export type PageContentType = (typeof pageContentTypes)[number];

export function isPageContentType(name: string): name is PageContentType {
  return (pageContentTypes as readonly string[]).includes(name);
}
