import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BreadcrumbNav } from './breadcrumb-trail';

describe('BreadcrumbNav', () => {
  const html = renderToStaticMarkup(
    <BreadcrumbNav
      label="Breadcrumb"
      crumbs={[
        { name: 'Home', path: '/en' },
        { name: 'Products', path: '/en/products' },
        { name: 'Manual welding', path: '/en/products/manual-welding' },
      ]}
    />,
  );

  it('is a labelled navigation whose last step is the current page, as text', () => {
    expect(html).toMatch(/^<nav aria-label="Breadcrumb">/);
    expect(html).toContain('href="/en"');
    expect(html).toContain('href="/en/products"');
    expect(html).not.toContain('href="/en/products/manual-welding"');
    expect(html).toMatch(/<span aria-current="page"[^>]*>Manual welding<\/span>/);
  });

  it('carries the same trail as BreadcrumbList JSON-LD', () => {
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '{}';
    const data = JSON.parse(json);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      'Products',
      'Manual welding',
    ]);
    expect(data.itemListElement[2].item).toMatch(
      /^https?:\/\/[^/]+\/en\/products\/manual-welding$/,
    );
  });
});
