// The CMS host decisions for pages with CMS rows (spec storefront §4 "Hero slider", "Info bar and
// HTML box", §7 analytics "promotion view and select"): consent and closed info bars come from the
// loader's cookie state, closing writes the never-expiring cookie, promotions go to the data layer.
import { pushToDataLayer, selectPromotionEvent, viewPromotionEvent } from '@ranzen/sdk-core';
import type { CmsContextInput } from '@ranzen/ui';
import { useMemo } from 'react';
import { type CmsCookieState, hideInfoBarCookie } from '../routes/frameCookies';

/** Teasers carry no separate promotion name in the CMS context; the teaser id names both. */
function promotion(teaserId: string) {
  return { promotion_id: teaserId, promotion_name: teaserId };
}

export function useCmsHost(cms: CmsCookieState, abVariant?: string): CmsContextInput {
  return useMemo<CmsContextInput>(() => {
    const hidden = new Set(cms.hiddenInfoBars);
    return {
      autoplayAllowed: cms.autoplayAllowed,
      isInfoBarHidden: (teaserId) => hidden.has(teaserId),
      hideInfoBar: (teaserId) => {
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox; the value is built by hideInfoBarCookie
        document.cookie = hideInfoBarCookie(teaserId);
      },
      onPromotionView: (teaserId) => pushToDataLayer(viewPromotionEvent([promotion(teaserId)])),
      onTeaserClick: (teaserId) => pushToDataLayer(selectPromotionEvent(promotion(teaserId))),
      abVariant,
    };
  }, [cms, abVariant]);
}
