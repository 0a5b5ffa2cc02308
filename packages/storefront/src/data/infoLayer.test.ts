// The info layer from the `infolayer` parameter (spec storefront §7 "infolayer entries (info bar)",
// §3.13 info bar colours): the notice in the store's language, its link in the store's language.
import { STORES } from '@ranzen/sdk-core';
import { describe, expect, it } from 'vitest';
import { INFO_LAYER_PARAMETER, infoLayerOf } from './infoLayer';

const row = (entry: string, value: string | null) => ({ name: INFO_LAYER_PARAMETER, entry, value });

const parameters = [
  row('text.de', 'Bestellungen bis 14 Uhr verschicken wir am selben Tag.'),
  row('text.en', 'Orders by 2 pm leave the same day.'),
  row('link', 'shipping'),
  row('bgcolor', '#0f6d3b'),
  row('textColor', '#ffffff'),
  { name: 'featureFlags', entry: 'text.de', value: 'not the info layer' },
];

describe('infoLayerOf (spec storefront §7 "infolayer entries")', () => {
  it("shows the store language's notice with its content page in that language and the colours", () => {
    expect(infoLayerOf(parameters, STORES.de)).toEqual({
      text: 'Bestellungen bis 14 Uhr verschicken wir am selben Tag.',
      href: '/service/versand/',
      bgcolor: '#0f6d3b',
      textColor: '#ffffff',
    });
    expect(infoLayerOf(parameters, STORES['b2b-en'])).toMatchObject({
      text: 'Orders by 2 pm leave the same day.',
      href: '/service/shipping/',
    });
  });

  it('shows nothing without a notice in the store language', () => {
    expect(infoLayerOf([row('text.de', 'Nur Deutsch'), row('text.en', ' ')], STORES['en-DE'])).toBeNull();
    expect(infoLayerOf([], STORES.de)).toBeNull();
  });

  it('links nothing for a link that names no content page of the store', () => {
    expect(infoLayerOf([row('text.de', 'Hinweis'), row('link', '/irgendwo/')], STORES.de)).toEqual({
      text: 'Hinweis',
    });
    // The model withdrawal form is the consumer shop's only.
    expect(infoLayerOf([row('text.de', 'Hinweis'), row('link', 'withdrawal')], STORES['b2b-de'])).toEqual({
      text: 'Hinweis',
    });
  });
});
