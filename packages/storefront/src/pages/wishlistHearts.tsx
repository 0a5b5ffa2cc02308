// The wish list hearts of the product page and the tiles, and the header's wish list count (spec shopping
// §4 "Adding from a product": a logged-in visitor with several lists chooses the list in a modal, anyone
// else adds to the current list; storefront §2.5 the wish list shortcut with its count, §4 "Wish-list add
// or remove from a tile"). One wish list host for the page frame: it reads which products are on the
// current list (the WishlistEssentials query, rendered into the first HTML by the layout loader) and sends
// the changes through the wish list machine (useWishlist), which refetches that query after each change
// and tells the other tabs (their cart listener refetches it there). The current list is the one a heart
// adds to without asking: the visitor's standard list (the merkzettel until another is made standard).
import {
  type ProductCardFieldsFragment,
  sessionKind,
  WishlistEssentialsDocument,
  type WishlistEssentialsQuery,
} from '@ranzen/sdk-core';
import { parseDocumentCookies, useCartContext, useShopQuery, useWishlist } from '@ranzen/sdk-react';
import { WishlistButton } from '@ranzen/ui';
import { createContext, lazy, type ReactNode, Suspense, useContext, useEffect, useState } from 'react';
import { CURRENT_LIST_VARIABLES } from '../data/layoutData';

// Loaded when a logged-in visitor with several lists first clicks a heart: the modal is never part of the
// first load (DESIGN §6 budget).
const ChooseWishlistDialog = lazy(() =>
  import('./ChooseWishlistDialogChunk').then((module) => ({ default: module.ChooseWishlistDialog })),
);

/** What a heart puts on the list. */
export interface HeartProduct {
  readonly productId: string;
  readonly itemId: string;
  readonly productName: string;
  /** The quantity the entry gets: the product page's chosen quantity, a tile's minimum order quantity. */
  readonly quantity: number;
  /** The item's minimum order quantity (what the list's quantity rules need to know of the entry). */
  readonly minimumOrderQuantity: number;
}

// Storefront §4 "Wish-list add or remove from a tile" (docs/not-shown.md "adding from a tile").
/** What a tile's heart puts on the list: the best item with the product's minimum order quantity. */
export function tileHeartProduct(product: ProductCardFieldsFragment): HeartProduct {
  return {
    productId: product.id,
    itemId: product.bestItemId,
    productName: product.name,
    quantity: Math.max(1, product.minimumOrderQuantity),
    minimumOrderQuantity: product.minimumOrderQuantity,
  };
}

interface WishlistHearts {
  /** Entries on the current list; undefined until known (a visitor without ids has none). */
  readonly count: number | undefined;
  readonly heart: (product: HeartProduct) => ReactNode;
}

const WishlistHeartsContext = createContext<WishlistHearts>({ count: undefined, heart: () => null });

type EssentialList = WishlistEssentialsQuery['wishlists']['merkzettel'];

function currentList(data: WishlistEssentialsQuery | undefined): EssentialList | null {
  if (!data) return null;
  const { merkzettel, otherLists } = data.wishlists;
  return [merkzettel, ...otherLists].find((list) => list.active) ?? merkzettel;
}

/**
 * The wish list host of the page frame: the hearts, the choose-list modal and the header count.
 *
 * @example
 * ```tsx
 * <WishlistHeartsProvider><StoreHeader route={route} />{page}</WishlistHeartsProvider>
 * ```
 */
export function WishlistHeartsProvider({ children }: { readonly children: ReactNode }) {
  // The session cookie is the browser's to read; the machine starts with the first click, after this.
  const [loggedIn, setLoggedIn] = useState(false);
  useEffect(() => setLoggedIn(sessionKind(parseDocumentCookies(document.cookie)) === 'logged-in'), []);
  const wishlist = useWishlist({ loggedIn, activeListId: null });
  const { view: cart } = useCartContext();
  // Asked for when the visitor has ids or after the first heart, which issues them; a visitor without
  // ids has no lists, so only what the layout loader read (the server's render) is shown.
  const [touched, setTouched] = useState(false);
  const { data } = useShopQuery(WishlistEssentialsDocument, {
    variables: CURRENT_LIST_VARIABLES,
    cacheOnly: cart.cartId === null && !touched,
  });
  const [pendingProductId, setPendingProductId] = useState<string | null>(null);
  const list = currentList(data);

  const heart = (product: HeartProduct) => {
    const entries = list?.entries ?? [];
    const index = entries.findIndex((entry) => entry.product.id === product.productId);
    const entry = entries[index];
    const toggle = () => {
      setTouched(true);
      setPendingProductId(product.productId);
      if (list && entry) {
        wishlist.remove(
          list.externalId,
          {
            ...product,
            entryId: entry.externalId,
            itemId: entry.item?.id ?? product.itemId,
            quantity: entry.quantity,
          },
          index,
        );
      } else {
        const { productId, itemId, productName, quantity } = product;
        wishlist.add({ productId, itemId, productName, quantity });
      }
    };
    return (
      <WishlistButton
        productName={product.productName}
        inList={entry !== undefined}
        state={pendingProductId === product.productId ? wishlist.view.state : 'idle'}
        onToggle={toggle}
      />
    );
  };

  return (
    <WishlistHeartsContext.Provider value={{ count: list?.entryCount, heart }}>
      {children}
      {wishlist.view.state === 'choosingList' ? (
        <Suspense fallback={null}>
          <ChooseWishlistDialog
            open
            lists={wishlist.view.lists}
            onChoose={wishlist.chooseList}
            onClose={wishlist.closeModal}
          />
        </Suspense>
      ) : null}
    </WishlistHeartsContext.Provider>
  );
}

/** The hearts and the count of the page frame's wish list host. */
export function useWishlistHearts(): WishlistHearts {
  return useContext(WishlistHeartsContext);
}
