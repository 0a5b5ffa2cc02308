// 'wishlist-teaser' element (spec shopping §3 "Teaser wish lists (CMS-driven, held locally)"; decision
// 0019): the cell's teaser names a teaser wish list by its attribute wishlistTeaserId. The list, its
// add-all-to-cart and its modals need the shop's data and cart, so the host renders them through
// CmsContext's wishlistTeaser (the storefront with useTeaserWishlist and WishlistTeaser); without a host
// the element renders nothing.
import { useCmsContext } from './CmsContext';
import type { CmsElementProps } from './cmsTeaser';
import { teaserText } from './cmsTeaser';

/** The teaser attribute that names the teaser wish list. */
export const WISHLIST_TEASER_ID_ATTRIBUTE = 'wishlistTeaserId';

/**
 * 'wishlist-teaser' element.
 *
 * @example
 * ```tsx
 * <CmsContextProvider value={{ wishlistTeaser: (teaserId) => <MyTeaserList teaserId={teaserId} /> }}>
 *   <CmsWishlistTeaser cell={cell} />
 * </CmsContextProvider>
 * ```
 */
export function CmsWishlistTeaser({ cell }: CmsElementProps) {
  const { wishlistTeaser } = useCmsContext();
  const teaserIds = cell.teasers.flatMap((teaser) => teaserText(teaser, WISHLIST_TEASER_ID_ATTRIBUTE) ?? []);
  if (!wishlistTeaser || teaserIds.length === 0) return null;
  return (
    <div data-element-type={cell.elementType}>
      {teaserIds.map((teaserId) => (
        <div key={teaserId}>{wishlistTeaser(teaserId)}</div>
      ))}
    </div>
  );
}
