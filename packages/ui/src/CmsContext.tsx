// What CMS elements need from the host page (spec storefront §4 hero slider and info bar, §5 promotion
// views): the host decides consent, persistence and tracking; the elements only render state.
import type { ProductCardFieldsFragment } from '@ranzen/sdk-core';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import type { CompetitionEntryValues } from './CompetitionForm';
import type { ProductCarouselProps } from './ProductCarousel';
import type { AccountFormOutcome } from './useAccountForm';

export interface CmsContextValue {
  /**
   * The hero slider may rotate by itself: cookie-consent interaction happened, or the store is ch
   * (`heroAutoplayAllowed` in sdk-core). False by default: no autoplay without the host's word.
   */
  readonly autoplayAllowed: boolean;
  /** Whether the info bar with this teaser id was closed for good (the host backs it with a cookie). */
  readonly isInfoBarHidden: (teaserId: string) => boolean;
  readonly hideInfoBar: (teaserId: string) => void;
  /**
   * A teaser was at least half visible for 1000 ms; called once per teaser and element. `creativeSlot`
   * says where it sits (sdk-core `creativeSlot`); undefined for an element rendered outside CmsRows.
   */
  readonly onPromotionView?: ((teaserId: string, creativeSlot: string | undefined) => void) | undefined;
  /** A teaser's link was followed; `creativeSlot` as for `onPromotionView`. */
  readonly onTeaserClick?: ((teaserId: string, creativeSlot: string | undefined) => void) | undefined;
  /** The active A/B variant for 'ab-tab' cells (matched against the teaser's `variant` or name). */
  readonly abVariant?: string | undefined;
  /** Products for 'recommendations' cells; empty renders nothing. */
  readonly recommendations: readonly ProductCardFieldsFragment[];
  /**
   * What the recommendation tiles do besides linking (the carousel's item-list tracking, wish list heart
   * and lightning deal style); without it the tiles only link.
   */
  readonly recommendationTiles?:
    | Pick<ProductCarouselProps, 'onListView' | 'onSelectItem' | 'wishlistButton' | 'lightningDealStyle'>
    | undefined;
  /**
   * Sends an entry to the competition `code` of a prize-draw cell; without it a prize draw shows its
   * teasers only, no sign-up.
   */
  readonly onEnterCompetition?:
    | ((code: string, values: CompetitionEntryValues) => Promise<AccountFormOutcome>)
    | undefined;
  /**
   * Renders the teaser wish list a 'wishlist-teaser' cell names (its list, add-all-to-cart and modals need
   * the shop's data and cart); without it such cells render nothing.
   */
  readonly wishlistTeaser?: ((teaserId: string) => ReactNode) | undefined;
  /**
   * Renders the contact form a 'form' cell embeds (it sends through the shop's API); without it a form
   * cell shows its HTML only.
   */
  readonly contactForm?: (() => ReactNode) | undefined;
}

export type CmsContextInput = Partial<CmsContextValue>;

const NEVER_HIDDEN = () => false;
const NOWHERE = () => {};

const DEFAULT_CMS_CONTEXT: CmsContextValue = {
  autoplayAllowed: false,
  isInfoBarHidden: NEVER_HIDDEN,
  hideInfoBar: NOWHERE,
  recommendations: [],
};

const CmsContext = createContext<CmsContextValue>(DEFAULT_CMS_CONTEXT);

/**
 * What the host gives the CMS elements (consent, A/B variant, tracking); defaults outside a provider.
 *
 * @example
 * ```tsx
 * const { abVariant } = useCmsContext();
 * ```
 */
export function useCmsContext(): CmsContextValue {
  return useContext(CmsContext);
}

export interface CmsContextProviderProps {
  readonly value?: CmsContextInput | undefined;
  readonly children: ReactNode;
}

/**
 * Provides the CMS context with safe defaults. Without host persistence, closed info bars stay
 * hidden for the life of this provider (component state).
 *
 * @example
 * ```tsx
 * <CmsContextProvider value={{ abVariant: 'B' }}>
 *   <CmsRows rows={page.rows} />
 * </CmsContextProvider>
 * ```
 */
export function CmsContextProvider({ value, children }: CmsContextProviderProps) {
  const [hiddenHere, setHiddenHere] = useState<ReadonlySet<string>>(() => new Set());
  const merged = useMemo<CmsContextValue>(() => {
    const hostPersists = value?.isInfoBarHidden !== undefined || value?.hideInfoBar !== undefined;
    const hostIsHidden = value?.isInfoBarHidden ?? NEVER_HIDDEN;
    const hostHide = value?.hideInfoBar ?? NOWHERE;
    return {
      ...DEFAULT_CMS_CONTEXT,
      ...value,
      recommendations: value?.recommendations ?? [],
      autoplayAllowed: value?.autoplayAllowed ?? false,
      isInfoBarHidden: (teaserId) => hiddenHere.has(teaserId) || (hostPersists && hostIsHidden(teaserId)),
      hideInfoBar: (teaserId) => {
        setHiddenHere((previous) => new Set(previous).add(teaserId));
        hostHide(teaserId);
      },
    };
  }, [value, hiddenHere]);
  return <CmsContext.Provider value={merged}>{children}</CmsContext.Provider>;
}
