// Spec storefront §9 "Consent setting ids: one per store: de, at, b2b, ch", "Tag manager endpoint: one per
// shop: de, at, ch, b2b", §5 "Analytics tracking id: GTM- or G- followed by capital letters and digits".
import { describe, expect, it } from 'vitest';
import { STORES } from '../store/storeConfig';
import {
  CONSENT_SETTINGS,
  consentChoiceOf,
  consentCookie,
  consentCookieValue,
  tagManagerIdFor,
  tagManagerScriptUrl,
} from './consent';
import { isTrackingId } from './trackingId';

describe('consent settings per store (§9)', () => {
  it('has one setting id and one tag manager per shop, all different', () => {
    expect(Object.keys(CONSENT_SETTINGS).toSorted()).toEqual(['at', 'b2b', 'ch', 'de']);
    const settings = Object.values(CONSENT_SETTINGS);
    expect(new Set(settings.map((entry) => entry.settingId)).size).toBe(4);
    expect(new Set(settings.map((entry) => entry.tagManagerId)).size).toBe(4);
  });

  it('gives every storefront a tag manager id that passes the tracking-id rule (§5)', () => {
    for (const store of Object.values(STORES)) {
      const id = tagManagerIdFor(store.storeCode);
      expect(id, store.id).not.toBeNull();
      expect(isTrackingId(id)).toBe(true);
    }
  });

  it('shares the German settings with the English consumer host and the B2B ones across both B2B hosts', () => {
    expect(STORES['en-DE'].storeCode).toBe('de');
    expect(consentCookieValue(STORES['b2b-en'].storeCode, 'all')).toBe(consentCookieValue('b2b', 'all'));
  });
});

describe('the consent cookie', () => {
  it('stores the choice under the shop’s setting id for a year', () => {
    expect(consentCookie('at', 'necessary')).toBe(
      'consent=ranzen-at:necessary; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it('reads back both choices', () => {
    expect(consentChoiceOf('ranzen-de:all', 'de')).toBe('all');
    expect(consentChoiceOf('ranzen-de:necessary', 'de')).toBe('necessary');
  });

  it('counts no choice for a missing cookie, another shop’s setting id or a value it does not know', () => {
    expect(consentChoiceOf(undefined, 'de')).toBeNull();
    expect(consentChoiceOf('ranzen-at:all', 'de')).toBeNull();
    expect(consentChoiceOf('ranzen-de:maybe', 'de')).toBeNull();
    expect(consentChoiceOf('1', 'de')).toBeNull();
  });
});

describe('the tag manager script', () => {
  it('names the container in the id parameter', () => {
    expect(tagManagerScriptUrl('https://www.googletagmanager.com/gtm.js', 'GTM-RNZDE24')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-RNZDE24',
    );
  });
});
