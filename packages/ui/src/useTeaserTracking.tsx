// Promotion tracking of CMS teasers (spec storefront §7 analytics "promotion view and select"; §5, §9
// promotion views): the host's view and click callbacks get the teaser id and the slot the teaser sits
// in (`creativeSlot` in sdk-core: element type, row, cell, teaser). CmsRows says where each cell sits;
// an element rendered outside CmsRows reports no slot.
import { creativeSlot, type TeaserPlace } from '@ranzen/sdk-core';
import { createContext, type ReactNode, type RefObject, useContext } from 'react';
import { useCmsContext } from './CmsContext';
import { usePromotionView } from './usePromotionView';

type CellPlace = Omit<TeaserPlace, 'teaser'>;

const CellPlaceContext = createContext<CellPlace | undefined>(undefined);

/** Tells the CMS element inside where its cell sits on the page (CmsRows). */
export function CmsCellPlace({
  place,
  children,
}: {
  readonly place: CellPlace;
  readonly children: ReactNode;
}) {
  return <CellPlaceContext.Provider value={place}>{children}</CellPlaceContext.Provider>;
}

/** The slot of the cell's teaser number `teaser` (from 1); undefined outside CmsRows. */
export function useCreativeSlot(): (teaser: number) => string | undefined {
  const place = useContext(CellPlaceContext);
  return (teaser) => (place ? creativeSlot({ ...place, teaser }) : undefined);
}

/**
 * Reports the teaser's promotion view (half visible for 1000 ms, once) and returns the click handler
 * that reports its selection, both with the teaser's slot. `teaserId` undefined tracks nothing.
 */
export function useTeaserTracking(
  ref: RefObject<Element | null>,
  teaserId: string | undefined,
  teaserNumber: number,
): () => void {
  const { onPromotionView, onTeaserClick } = useCmsContext();
  const slot = useCreativeSlot()(teaserNumber);
  usePromotionView(
    ref,
    teaserId ?? '',
    teaserId !== undefined && onPromotionView ? (id) => onPromotionView(id, slot) : undefined,
  );
  return () => {
    if (teaserId !== undefined) onTeaserClick?.(teaserId, slot);
  };
}
