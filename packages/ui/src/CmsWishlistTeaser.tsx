// 'wishlist-teaser' element (spec shopping §3 "Teaser wish lists (CMS-driven, held locally)"; decision
// 0019): the cell's teaser names a teaser wish list by its attribute wishlistTeaserId. The list, its
// add-all-to-cart and its modals need the shop's data and cart, so the host renders them through
// CmsContext's wishlistTeaser (renderTeaserWishlist: useTeaserWishlist's list and machine rendered by
// WishlistTeaser); without a host the element renders nothing. The list is read in the browser, after
// hydration: the visitor's choices live in local storage, which the server cannot see (docs/not-shown.md).
import { useTeaserWishlist } from '@ranzen/sdk-react';
import type { ReactNode } from 'react';
import { useCmsContext } from './CmsContext';
import type { CmsElementProps } from './cmsTeaser';
import { teaserText } from './cmsTeaser';
import { WishlistTeaser } from './WishlistTeaser';

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

function TeaserWishlistElement({ teaserId }: { readonly teaserId: string }) {
  const { teaser, view, addedToCart, addAll, saveAsList, changeQuantity, chooseVariants, closeModal } =
    useTeaserWishlist(teaserId);
  // Unknown teaser ids render nothing, like any CMS element without content.
  if (!teaser) return null;
  return (
    <WishlistTeaser
      teaser={teaser}
      view={view}
      addedToCart={addedToCart}
      onAddAll={addAll}
      onSaveAsList={saveAsList}
      onChangeQuantity={changeQuantity}
      onChooseVariants={chooseVariants}
      onCloseModal={closeModal}
    />
  );
}

/**
 * CmsContext's `wishlistTeaser` as the shop has it: the teaser wish list read from the shop API with the
 * visitor's stored variant choices, and its add-all-to-cart, choose-variant and save-as-list run by the
 * SDK's machine (useTeaserWishlist), shown by WishlistTeaser. Needs the shop's providers above it.
 *
 * @example
 * ```tsx
 * <CmsContextProvider value={{ wishlistTeaser: renderTeaserWishlist }}>
 *   <CmsRows rows={page.rows} />
 * </CmsContextProvider>
 * ```
 */
export function renderTeaserWishlist(teaserId: string): ReactNode {
  return <TeaserWishlistElement teaserId={teaserId} />;
}
