import type { ProductBlok } from '@/content/generated/components';
import type { Asset } from '@/content';

/**
 * Product structured data: what the page says about the machine (no price: the catalogue sells
 * nothing online). Escaped for `<`, so no text can close the script element.
 */
export function productJsonLd({
  product,
  url,
  images,
  brand,
  category,
  siteUrl,
}: {
  product: ProductBlok;
  url: string;
  images: Asset[];
  brand: string;
  category: string;
  siteUrl: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.model_code,
    model: product.model_code,
    brand: { '@type': 'Organization', name: brand },
    image: images.map((image) => new URL(image.filename, siteUrl).href),
    description: product.summary,
    url,
    ...(category ? { category } : {}),
  };
}

export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
