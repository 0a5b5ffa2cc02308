// Which clicks become client-side navigations (decision 0002; spec storefront §2.1 route table).
import { describe, expect, it } from 'vitest';
import {
  type AnchorInfo,
  type ClickInfo,
  clientNavigationTarget,
  isSameDocumentEntry,
  navigationTargetOf,
} from './navigation';

const CURRENT = new URL('http://localhost:3100/cat/5/');
const PLAIN: ClickInfo = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

function anchor(href: string | null, extra: Partial<AnchorInfo> = {}): AnchorInfo {
  return { href, target: null, hasDownload: false, ...extra };
}

function target(click: ClickInfo, link: AnchorInfo): string | null {
  return clientNavigationTarget(click, link, CURRENT)?.href ?? null;
}

describe('clientNavigationTarget', () => {
  it('handles a plain click on an in-app page link', () => {
    expect(target(PLAIN, anchor('/prod/7/'))).toBe('http://localhost:3100/prod/7/');
    expect(target(PLAIN, anchor('/prod/7/?varid=i-1'))).toBe('http://localhost:3100/prod/7/?varid=i-1');
    expect(target(PLAIN, anchor('http://localhost:3100/'))).toBe('http://localhost:3100/');
    expect(target(PLAIN, anchor('/service/sicher-einkaufen/'))).toBe(
      'http://localhost:3100/service/sicher-einkaufen/',
    );
    expect(target(PLAIN, anchor('/cat/5/', { target: '_self' }))).toBe('http://localhost:3100/cat/5/');
  });

  it('leaves modified and non-primary clicks to the browser (new tab, window, download)', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(target({ ...PLAIN, [key]: true }, anchor('/prod/7/'))).toBeNull();
    }
    expect(target({ ...PLAIN, button: 1 }, anchor('/prod/7/'))).toBeNull();
    expect(target({ ...PLAIN, defaultPrevented: true }, anchor('/prod/7/'))).toBeNull();
  });

  it('leaves target, download, other origins and non-page paths to the browser', () => {
    expect(target(PLAIN, anchor('/prod/7/', { target: '_blank' }))).toBeNull();
    expect(target(PLAIN, anchor('/prod/7/', { hasDownload: true }))).toBeNull();
    expect(target(PLAIN, anchor(null))).toBeNull();
    expect(target(PLAIN, anchor('https://evil.example/prod/7/'))).toBeNull();
    expect(target(PLAIN, anchor('http://at.localhost:3100/prod/7/'))).toBeNull();
    expect(target(PLAIN, anchor('mailto:shop@example.com'))).toBeNull();
    expect(target(PLAIN, anchor('/api/cart-id'))).toBeNull();
    expect(target(PLAIN, anchor('/images/p/1.webp'))).toBeNull();
    expect(target(PLAIN, anchor('http://[bad'))).toBeNull();
  });

  it('loads logout and rating links as documents: their server answer sets cookies', () => {
    expect(target(PLAIN, anchor('/logout/'))).toBeNull();
    expect(target(PLAIN, anchor('/rating?enc=abc'))).toBeNull();
    expect(target(PLAIN, anchor('/login/'))).toBe('http://localhost:3100/login/');
  });

  it('leaves a jump within the same page to the browser', () => {
    expect(target(PLAIN, anchor('#main'))).toBeNull();
    expect(target(PLAIN, anchor('/cat/5/#main'))).toBeNull();
    expect(target(PLAIN, anchor('/cat/6/#main'))).toBe('http://localhost:3100/cat/6/#main');
  });
});

describe('isSameDocumentEntry', () => {
  it('ignores back/forward between hashes of the shown page', () => {
    expect(isSameDocumentEntry(new URL('http://localhost:3100/cat/5/#top'), '/cat/5/')).toBe(true);
    expect(isSameDocumentEntry(new URL('http://localhost:3100/cat/5/?p=2'), '/cat/5/')).toBe(false);
    expect(isSameDocumentEntry(new URL('http://localhost:3100/prod/1/'), '/cat/5/')).toBe(false);
  });
});

describe('navigationTargetOf (spec storefront §2.4, §8)', () => {
  it('follows same-origin page redirects in the app', () => {
    expect(navigationTargetOf('/cat/1/', CURRENT)).toEqual({
      kind: 'client',
      url: new URL('http://localhost:3100/cat/1/'),
    });
  });

  it('loads server paths and document routes as documents', () => {
    expect(navigationTargetOf('/api/cart-id', CURRENT).kind).toBe('document');
    expect(navigationTargetOf('/logout/', CURRENT).kind).toBe('document');
    expect(navigationTargetOf('/rating/?enc=x', CURRENT).kind).toBe('document');
  });

  it('refuses external URLs and unsafe protocols (§8)', () => {
    expect(navigationTargetOf('https://other.example/', CURRENT)).toEqual({ kind: 'refused' });
    expect(navigationTargetOf('//other.example/', CURRENT)).toEqual({ kind: 'refused' });
    expect(navigationTargetOf('javascript:alert(1)', CURRENT)).toEqual({ kind: 'refused' });
  });
});

describe('navigation from code (spec storefront §8: no external or unsafe targets)', () => {
  it('renders pages of the shop in the app, from paths and same-origin URLs', () => {
    expect(navigationTargetOf('/cat/5/?sort=price-asc', CURRENT)).toEqual({
      kind: 'client',
      url: new URL('http://localhost:3100/cat/5/?sort=price-asc'),
    });
    expect(navigationTargetOf('http://localhost:3100/search?q=Stift', CURRENT).kind).toBe('client');
  });

  it('loads the routes that require a document load as documents (the checkout steps after a login)', () => {
    expect(navigationTargetOf('/checkout/shipping/', CURRENT).kind).toBe('document');
    expect(navigationTargetOf('/checkout/login/', CURRENT).kind).toBe('document');
  });

  it('refuses other sites, protocol-relative URLs and unsafe protocols', () => {
    expect(navigationTargetOf('https://evil.example/', CURRENT)).toEqual({ kind: 'refused' });
    expect(navigationTargetOf('//evil.example/cat/1/', CURRENT)).toEqual({ kind: 'refused' });
    expect(navigationTargetOf('javascript:alert(1)', CURRENT)).toEqual({ kind: 'refused' });
    expect(navigationTargetOf('data:text/html,<p>x</p>', CURRENT)).toEqual({ kind: 'refused' });
  });
});
