import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ProductBlok } from '@/content/generated/components';
import { JsonLd, productJsonLd } from './product-json-ld';

const product = {
  component: 'product',
  _uid: 'p',
  name: 'Pioneer Pulse 403',
  model_code: 'PP-403',
  family: 'manual-welding',
  summary: 'A 400 A pulsed MIG/MAG power source </script><b>',
  image: { id: 1, filename: '/assets/images/1600x1200/products/pp.jpg' },
  technical_data: [],
  ecodesign_efficiency: '89.0',
  ecodesign_idle_power: '26',
  mains_phases: '3',
  mains_voltage: '400',
  current_ranges: [],
  current_at_100: '320',
  weight: '38',
} satisfies ProductBlok;

describe('Product JSON-LD', () => {
  const data = productJsonLd({
    product,
    url: 'https://www.example.com/en/products/pioneer-pulse-403',
    images: [product.image],
    brand: 'Fortarc',
    category: 'Manual welding',
    siteUrl: 'https://www.example.com',
  });

  it('describes the product with absolute URLs, the brand and no offer', () => {
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Pioneer Pulse 403',
      sku: 'PP-403',
      model: 'PP-403',
      brand: { '@type': 'Organization', name: 'Fortarc' },
      image: ['https://www.example.com/assets/images/1600x1200/products/pp.jpg'],
      url: 'https://www.example.com/en/products/pioneer-pulse-403',
      category: 'Manual welding',
    });
    expect(data).not.toHaveProperty('offers');
  });

  it('cannot close its script element', () => {
    const html = renderToStaticMarkup(JsonLd({ data }));
    expect(html).not.toContain('</script><b>');
    expect(html).toContain('\\u003c/script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
