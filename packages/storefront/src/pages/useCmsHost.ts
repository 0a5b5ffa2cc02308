// The CMS host decisions for pages with CMS rows (spec storefront §4 "Hero slider", "Info bar and
// HTML box", §7 analytics "promotion view and select"): consent and closed info bars come from the
// loader's cookie state, closing writes the never-expiring cookie, promotions go to the data layer (a
// clicked one is kept for the session's item events, §3.15 "teaser promotion data"); a
// prize draw's sign-up sends its entry to the API (shopping §7 "competition subscribe"); a teaser wish
// list cell shows the list with add-all-to-cart (shopping §3, §4); a form cell embeds the contact form
// (storefront §2.10 "form"); a recommendations cell shows the store's recommendations the page's loader
// put into the cache (§2.10 "recommendations"), tracked and with hearts as every carousel (carouselTiles).
import {
  COMPETITION_TERMS_ACCEPTED,
  EnterCompetitionDocument,
  type Ga4Promotion,
  heroAutoplayAllowed,
  lightningDealStyle,
  pushToDataLayer,
  rememberPromotion,
  StoreRecommendationsDocument,
  selectPromotionEvent,
  sessionStorageOf,
  viewPromotionEvent,
} from '@ranzen/sdk-core';
import { useShop, useShopClient, useShopQuery, useTracking, useTranslate } from '@ranzen/sdk-react';
import { CMS_RECOMMENDATIONS_LIST_ID, type CmsContextInput, renderTeaserWishlist } from '@ranzen/ui';
import { useMemo } from 'react';
import { type CmsCookieState, hideInfoBarCookie } from '../data/frameCookies';
import { useLayoutData } from '../data/layoutData';
import { STORE_RECOMMENDATIONS_VARIABLES } from '../data/pageDetails';
import { useConsent } from './ConsentProvider';
import { renderContactForm } from './ContactMessageForm';
import { carouselTiles } from './carouselTiles';
import { formOutcome } from './formOutcome';
import { useWishlistHearts } from './wishlistHearts';

/**
 * Teasers carry no separate promotion name in the CMS context; the teaser id names both. The slot says
 * where the teaser sits (sdk-core `creativeSlot`).
 */
function promotion(teaserId: string, creativeSlot: string | undefined): Ga4Promotion {
  return { promotion_id: teaserId, promotion_name: teaserId, creative_slot: creativeSlot };
}

export function useCmsHost(cms: CmsCookieState, abVariant?: string): CmsContextInput {
  const track = useTracking();
  const t = useTranslate();
  const shopClient = useShopClient();
  const { store } = useShop();
  const { heart } = useWishlistHearts();
  const dealStyle = lightningDealStyle(useLayoutData().parameters);
  // Spec §4: the hero starts once the visitor chose either way (the server read the cookie; a choice
  // made on this page counts at once), or at once in the Swiss store.
  const autoplayAllowed = heroAutoplayAllowed(useConsent().choice !== null, store);
  // Cache only: the loader fetched them when the page shows the element; other pages ask for nothing.
  const recommendations = useShopQuery(StoreRecommendationsDocument, {
    variables: STORE_RECOMMENDATIONS_VARIABLES,
    cacheOnly: true,
  }).data?.storeRecommendations;
  return useMemo<CmsContextInput>(() => {
    // Spec §7 "Teaser clicks are reported with the teaser id"; the data layer gets the GA4 event.
    const report = (event: { readonly event: string }, teaserId: string) => {
      pushToDataLayer(event);
      track([{ name: event.event, payload: { teaserId } }]);
    };
    const hidden = new Set(cms.hiddenInfoBars);
    return {
      autoplayAllowed,
      isInfoBarHidden: (teaserId) => hidden.has(teaserId),
      hideInfoBar: (teaserId) => {
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox; the value is built by hideInfoBarCookie
        document.cookie = hideInfoBarCookie(teaserId);
      },
      onPromotionView: (teaserId, slot) => report(viewPromotionEvent([promotion(teaserId, slot)]), teaserId),
      onTeaserClick: (teaserId, slot) => {
        const clicked = promotion(teaserId, slot);
        report(selectPromotionEvent(clicked), teaserId);
        rememberPromotion(sessionStorageOf(window), clicked);
      },
      abVariant,
      recommendations,
      recommendationTiles: {
        lightningDealStyle: dealStyle,
        ...carouselTiles(
          { id: CMS_RECOMMENDATIONS_LIST_ID, name: t('vue.cms.recommendations.label') },
          recommendations ?? [],
          heart,
        ),
      },
      onEnterCompetition: async (competitionCode, { termsAccepted, ...values }) => {
        const client = await shopClient.load();
        const { data } = await client.mutate({
          mutation: EnterCompetitionDocument,
          variables: {
            input: {
              ...values,
              competitionCode,
              termsAccepted: termsAccepted === COMPETITION_TERMS_ACCEPTED,
            },
          },
        });
        return formOutcome(data?.enterCompetition);
      },
      wishlistTeaser: renderTeaserWishlist,
      contactForm: renderContactForm,
    };
  }, [cms, abVariant, track, t, autoplayAllowed, shopClient, recommendations, heart, dealStyle]);
}
