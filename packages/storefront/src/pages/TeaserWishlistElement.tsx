// The CMS teaser wish list on a content page (spec shopping §3 "Teaser wish lists (CMS-driven, held
// locally)", §4 add-all-to-cart with its follow-up modals, §7 teaser-list conversions): useTeaserWishlist's
// list and machine rendered by the ui's WishlistTeaser. The list is read in the browser, after hydration:
// the visitor's choices live in local storage, which the server cannot see (docs/not-shown.md).
import { useTeaserWishlist } from '@ranzen/sdk-react';
import { WishlistTeaser } from '@ranzen/ui';
import type { ReactNode } from 'react';

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

/** The CMS host's renderer for 'wishlist-teaser' cells (CmsContext's wishlistTeaser). */
export function renderTeaserWishlist(teaserId: string): ReactNode {
  return <TeaserWishlistElement teaserId={teaserId} />;
}
