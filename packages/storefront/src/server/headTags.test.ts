// The document head's SEO tags (DESIGN §2; spec storefront §9 "Indexing", "Hreflang mapping", share
// image; §2.9 error page noindex).
import { DEFAULT_PUBLIC_ORIGINS, STORES } from '@ranzen/sdk-core';
import { describe, expect, it } from 'vitest';
import { type HeadInput, headTags, ogLocale } from './headTags';

const META = { title: 'Hefte | Ranzen', description: 'Alle Hefte', robots: 'index,follow' };

function head(overrides: Partial<HeadInput> = {}): string {
  return headTags({
    store: STORES.de,
    href: '/cat/1/',
    meta: META,
    isError: false,
    origins: DEFAULT_PUBLIC_ORIGINS,
    ...overrides,
  }).join('\n');
}

describe('headTags', () => {
  it('writes title, description and robots first', () => {
    const tags = headTags({
      store: STORES.de,
      href: '/',
      meta: META,
      isError: false,
      origins: DEFAULT_PUBLIC_ORIGINS,
    });
    expect(tags.slice(0, 3)).toEqual([
      '<title>Hefte | Ranzen</title>',
      '<meta name="description" content="Alle Hefte">',
      '<meta name="robots" content="index,follow">',
    ]);
  });

  it('keeps only q and p in the canonical URL, and no query on product pages (§9)', () => {
    expect(head({ href: '/search/?sort=price&q=heft&p=2&utm_source=x' })).toContain(
      '<link rel="canonical" href="http://localhost:3000/search/?q=heft&amp;p=2">',
    );
    expect(head({ href: '/prod/7/?varid=9&p=2' })).toContain(
      '<link rel="canonical" href="http://localhost:3000/prod/7/">',
    );
  });

  it('uses the noindex paths over the page value (§9)', () => {
    expect(head({ href: '/search/?q=heft' })).toContain('<meta name="robots" content="noindex,follow">');
    expect(head({ href: '/?order=desc' })).toContain('<meta name="robots" content="noindex,follow">');
    expect(head({ meta: { ...META, robots: 'noindex,nofollow' } })).toContain(
      '<meta name="robots" content="noindex,nofollow">',
    );
  });

  it('writes the hreflang mapping for consumer stores and none for B2B (§9)', () => {
    const html = head({ store: STORES.at, href: '/cat/1/?p=2&sort=x' });
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
      ([, lang, href]) => [lang, href],
    );
    expect(alternates).toEqual([
      ['de-CH', 'http://ch.localhost:3000/cat/1/?p=2'],
      ['de-LI', 'http://ch.localhost:3000/cat/1/?p=2'],
      ['de-DE', 'http://localhost:3000/cat/1/?p=2'],
      ['x-default', 'http://localhost:3000/cat/1/?p=2'],
      ['de-AT', 'http://at.localhost:3000/cat/1/?p=2'],
      ['de-IT', 'http://at.localhost:3000/cat/1/?p=2'],
    ]);
    expect(head({ store: STORES['b2b-de'] })).not.toContain('hreflang');
    expect(head({ store: STORES['b2b-de'] })).toContain(
      '<link rel="canonical" href="http://educational.localhost:3001/cat/1/">',
    );
  });

  it('writes Open Graph with the default share image, or the product image', () => {
    const html = head({ store: STORES.ch });
    expect(html).toContain('<meta property="og:title" content="Hefte | Ranzen">');
    expect(html).toContain('<meta property="og:description" content="Alle Hefte">');
    expect(html).toContain('<meta property="og:url" content="http://ch.localhost:3000/cat/1/">');
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain('<meta property="og:locale" content="de_CH">');
    expect(html).toContain('<meta property="og:image" content="http://ch.localhost:3000/share-image.jpg">');
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).toContain('<meta property="og:image:type" content="image/jpeg">');

    const product = head({
      href: '/prod/7/?varid=3',
      ogType: 'product',
      image: { src: '/images/k/v1/OPEN_GRAPH.webp', width: 1200, height: 630, alt: 'Heft "A5"' },
    });
    expect(product).toContain(
      '<meta property="og:image" content="http://localhost:3000/images/k/v1/OPEN_GRAPH.webp">',
    );
    expect(product).toContain('<meta property="og:image:alt" content="Heft &quot;A5&quot;">');
    expect(product).toContain('<meta property="og:type" content="product">');
    expect(product).toContain('<meta property="og:url" content="http://localhost:3000/prod/7/">');
  });

  it('leaves out Open Graph on checkout, login and account pages, but not the wish list (§9)', () => {
    for (const href of ['/checkout/basket/', '/login/', '/myaccount/orders/']) {
      expect(head({ href }), href).not.toContain('og:');
    }
    expect(head({ href: '/myaccount/wishlist/' })).toContain('og:title');
  });

  it('gives the error page noindex,follow and no canonical, hreflang or Open Graph (§2.9, §9)', () => {
    const html = head({ isError: true, meta: { title: 'Fehler', robots: 'index,follow' } });
    expect(html).toContain('<meta name="robots" content="noindex,follow">');
    expect(html).not.toMatch(/canonical|hreflang|og:/);
  });

  it('writes no absolute URLs for a store without a public origin', () => {
    const html = head({ origins: { at: 'https://www.ranzen.at' } });
    expect(html).not.toMatch(/canonical|og:/);
  });

  it('escapes page text', () => {
    expect(head({ meta: { ...META, title: '<b>"Hefte"</b>' } })).toContain(
      '<title>&lt;b&gt;&quot;Hefte&quot;&lt;/b&gt;</title>',
    );
  });

  it('spells og:locale with an underscore', () => {
    expect(ogLocale('en-DE')).toBe('en_DE');
  });
});
