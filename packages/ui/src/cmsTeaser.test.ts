import { heroTeaser, kindergartenTeaser } from '@ranzen/sdk-react/testing';
import { describe, expect, it } from 'vitest';
import { safeHref, safeImageSrc, teaserButtonStyle, teaserText, teaserUrl } from './cmsTeaser';

describe('teaser attributes', () => {
  it('reads text and links whichever field holds them', () => {
    expect(teaserText(heroTeaser, 'headline')).toBe('Bereit für den Schulstart');
    expect(teaserText(heroTeaser, 'text')).toBe('Schulranzen, Federmäppchen und alles für die erste Klasse.');
    expect(teaserUrl(heroTeaser, 'teaserLink')).toBe('/schulbedarf/schulranzen/');
    expect(teaserText(kindergartenTeaser, 'headline')).toBeUndefined();
  });
});

describe('safeHref (spec storefront §8: unsafe protocols are refused)', () => {
  it.each([
    ['/schulbedarf/', '/schulbedarf/'],
    ['#inhalt', '#inhalt'],
    ['https://www.example.org/', 'https://www.example.org/'],
    ['mailto:service@example.org', 'mailto:service@example.org'],
    ['tel:+49301234567', 'tel:+49301234567'],
    ['javascript:alert(1)', undefined],
    ['JavaScript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['//evil.example/', undefined],
    ['/\\evil.example/', undefined],
    ['not a url', undefined],
    [undefined, undefined],
  ])('%s -> %s', (url, expected) => {
    expect(safeHref(url)).toBe(expected);
  });

  it('allows inline data images only for image sources', () => {
    expect(safeImageSrc('data:image/svg+xml,%3Csvg%3E')).toBe('data:image/svg+xml,%3Csvg%3E');
    expect(safeHref('data:image/svg+xml,%3Csvg%3E')).toBeUndefined();
  });
});

describe('teaserButtonStyle (spec storefront §5 button schemes)', () => {
  it.each(['primary', 'secondary', 'red', 'green', 'outline', 'link'] as const)('allows %s', (scheme) => {
    expect(teaserButtonStyle(scheme)).toEqual({ scheme, small: false });
    expect(teaserButtonStyle(`scaled-${scheme}`)).toEqual({ scheme, small: true });
  });

  it.each(['purple', '', undefined, 'scaled-', 'primary-scaled'])('ignores %s', (value) => {
    expect(teaserButtonStyle(value).scheme).toBe('primary');
  });
});
