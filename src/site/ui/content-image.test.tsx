import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentImage } from './content-image';

const asset = {
  id: 1,
  filename: '/assets/images/1600x1200/products/pioneer-403.jpg',
  alt: 'Pioneer',
};
const candidates = (html: string) => /srcSet="([^"]*)"/.exec(html)?.[1]?.split(', ') ?? [];

describe('ContentImage', () => {
  it('offers every width the optimiser serves when it shows at sizes that vary', () => {
    const html = renderToStaticMarkup(
      <ContentImage asset={asset} sizes="(min-width: 80rem) 50vw, 100vw" />,
    );
    expect(candidates(html).length).toBeGreaterThan(4);
    expect(html).toContain('sizes="(min-width: 80rem) 50vw, 100vw"');
  });

  it('shown at one width everywhere (a thumbnail), offers a 1x and a 2x candidate in its ratio', () => {
    const html = renderToStaticMarkup(<ContentImage asset={asset} shownWidth={48} decorative />);
    expect(candidates(html).map((candidate) => candidate.split(' ')[1])).toEqual(['1x', '2x']);
    expect(html).toContain('width="48"');
    expect(html).toContain('height="36"');
    expect(html).not.toContain('sizes=');
    expect(html).toContain('alt=""');
  });
});
