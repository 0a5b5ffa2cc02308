// Issue 5 "Structured data": schema.org Product with offers, availability and aggregate rating.
import { describe, expect, it } from 'vitest';
import { type JsonLdItem, type JsonLdProduct, jsonLdScript, productJsonLd } from './productJsonLd';

const product: JsonLdProduct = {
  productId: 'P100',
  name: 'Schulranzen "Sunny" </script><script>alert(1)</script>',
  metaDescription: 'Leicht & ergonomisch',
  manufacturerName: 'Scout',
  availableForSale: true,
  rating: 4.5,
  numberOfRatings: 12,
  images: [],
};

const item: JsonLdItem = {
  orderNumber: '4007953406125',
  availableForSale: true,
  images: [
    {
      __typename: 'Image',
      format: 'ADS_MAIN_DESKTOP',
      src: '/images/p100-1-desktop.webp',
      width: 520,
      height: 520,
      alt: '',
    },
    {
      __typename: 'Image',
      format: 'PRODUCTLISTING_SMALL',
      src: '/images/p100-1-small.webp',
      width: 140,
      height: 105,
      alt: '',
    },
  ],
  prices: { price: { amount: 189.9, currencyCode: 'EUR' } },
};

const input = { product, item, url: 'https://www.ranzen.de/prod/P100/', origin: 'https://www.ranzen.de' };

describe('productJsonLd', () => {
  it('describes the shown item as an offer with price, currency and availability', () => {
    const data = productJsonLd(input);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      sku: '4007953406125',
      brand: { '@type': 'Brand', name: 'Scout' },
      image: ['https://www.ranzen.de/images/p100-1-desktop.webp'],
      offers: {
        '@type': 'Offer',
        price: '189.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12, bestRating: 5 },
    });
  });

  it('is out of stock when the item cannot be bought', () => {
    const data = productJsonLd({ ...input, item: { ...item, availableForSale: false } });
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('has no aggregate rating without ratings', () => {
    const data = productJsonLd({ ...input, product: { ...product, rating: null, numberOfRatings: 0 } });
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('cannot be closed early by catalogue text', () => {
    const script = jsonLdScript(productJsonLd(input));
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script.endsWith('</script>')).toBe(true);
    const json = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(JSON.parse(json).name).toBe(product.name);
  });
});
