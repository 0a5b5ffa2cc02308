// A CMS teaser wish list as the page sees it (spec shopping §3 "Teaser wish lists (CMS-driven, held
// locally)"; §4 add-all-to-cart with its follow-up modals; §7 teaser list, teaser totals, conversions;
// decision 0019): the list with the visitor's choices from local storage, and a view of the teaser wish list
// machine with its actions. The machine loads by dynamic import() on the first action (DESIGN §6). After
// an add the page shows the cart the answer carried and the other tabs adopt it; after "save as my list"
// the wish list queries are refetched. Each line the add-all put into the cart is reported to the data layer
// as the wish list page's add-all reports it (storefront §7 analytics, GA4 add_to_cart).
import {
  addedLineEvent,
  choicesOnList,
  errorText,
  isMessageKey,
  type OpenTeaserLine,
  parseTeaserChoices,
  type TeaserEntry,
  type TeaserVariant,
  TeaserWishlistDocument,
  type TeaserWishlistEmitted,
  type TeaserWishlistNotice,
  type TeaserWishlistQuery,
  type TrackedListEntry,
  teaserChoicesKey,
  type teaserWishlistMachine,
  type WishlistCartLine,
  WishlistDocument,
  type WishlistEntryChoice,
  WishlistEssentialsDocument,
  WishlistsDocument,
  withQuantity,
} from '@ranzen/sdk-core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { useCartContext } from './CartProvider';
import { useShop, useTranslate } from './ShopProvider';
import { useShopClient } from './shopClient';
import { useToasts } from './ToastProvider';
import { useLazyMachine } from './useLazyMachine';
import { useShopQuery } from './useShopQuery';
import { loadTeaserWishlistMachine, reportAddedLines } from './useWishlistToCart';

type TeaserSnapshot = SnapshotFrom<typeof teaserWishlistMachine>;

/** The teaser list with the visitor's choices applied, its total and the number of open variants. */
export type TeaserWishlistData = NonNullable<TeaserWishlistQuery['teaserWishlist']>;

/**
 * What the element shows: `adding` and `saving` while a call runs, `choosingVariants` with the
 * choose-variant modal open, `confirmingQuantities` with the changed-quantity modal open.
 */
export type TeaserWishlistState =
  | 'idle'
  | 'adding'
  | 'loadingVariants'
  | 'choosingVariants'
  | 'confirmingQuantities'
  | 'saving';

export interface TeaserWishlistView {
  readonly state: TeaserWishlistState;
  /** Lines whose variant is to be chosen, with the product's variants (the choose-variant modal). */
  readonly toChoose: readonly {
    readonly line: OpenTeaserLine;
    readonly variants: readonly TeaserVariant[];
  }[];
  /** What the chosen variants go to: the cart, or the visitor's lists ("save as my list"). */
  readonly choosingFor: 'add' | 'save';
  /** Lines added with another quantity than asked (the changed-quantity modal). */
  readonly changed: readonly WishlistCartLine[];
}

export interface UseTeaserWishlistResult {
  /** The list; undefined while it loads, null for a teaser id the shop does not know. */
  readonly teaser: TeaserWishlistData | null | undefined;
  readonly view: TeaserWishlistView;
  /** Something of the list went into the cart on this page (the element then links the basket). */
  readonly addedToCart: boolean;
  readonly addAll: () => void;
  readonly chooseVariants: (chosen: readonly { entryId: string; itemId: string }[]) => void;
  readonly closeModal: () => void;
  readonly saveAsList: () => void;
  /** A quantity for one entry (0 to 9998; 0 leaves it out of the cart), kept locally; the list is read again. */
  readonly changeQuantity: (entryId: string, quantity: number) => void;
}

const STATES: ReadonlySet<string> = new Set<TeaserWishlistState>([
  'idle',
  'adding',
  'loadingVariants',
  'choosingVariants',
  'confirmingQuantities',
  'saving',
]);

function isState(value: unknown): value is TeaserWishlistState {
  return typeof value === 'string' && STATES.has(value);
}

function viewOf(snapshot: TeaserSnapshot): TeaserWishlistView {
  const { context } = snapshot;
  return {
    // The machine passes through 'settling' without waiting there; it shows as still adding.
    state: isState(snapshot.value) ? snapshot.value : 'adding',
    toChoose: context.toChoose.map((line) => ({ line, variants: context.variants[line.productId] ?? [] })),
    choosingFor: context.afterChoosing,
    changed: context.changed,
  };
}

const IDLE_VIEW: TeaserWishlistView = { state: 'idle', toChoose: [], choosingFor: 'add', changed: [] };

function readStoredChoices(teaserId: string): WishlistEntryChoice[] {
  try {
    return parseTeaserChoices(window.localStorage.getItem(teaserChoicesKey(teaserId)));
  } catch {
    // Storage may be off (privacy settings): the visitor chooses again next time.
    return [];
  }
}

function storeChoices(teaserId: string, choices: readonly WishlistEntryChoice[]): void {
  try {
    window.localStorage.setItem(teaserChoicesKey(teaserId), JSON.stringify(choices));
  } catch {
    // Not kept for the next visit; this visit still sends them.
  }
}

/** The entries as the machine names them in its notices and modals. */
function entriesOf(list: TeaserWishlistData['wishlist']): TeaserEntry[] {
  return list.entries.map((entry) => ({
    entryId: entry.externalId,
    productId: entry.product.id,
    productName: entry.product.name,
  }));
}

/**
 * The entries as the data layer reports them: the chosen item's name, else the product's, and the unit
 * price the entry's total says (entries of quantity 0 stay out of the cart, so out of the report too).
 */
function trackedEntries(list: TeaserWishlistData['wishlist']): TrackedListEntry[] {
  return list.entries.flatMap(({ externalId, quantity, product, item, totals }) =>
    quantity > 0
      ? [
          {
            entryId: externalId,
            productId: product.id,
            itemId: item?.id ?? '',
            name: item?.name ?? product.name,
            price: {
              amount: Math.round((totals.total.amount * 100) / quantity) / 100,
              currencyCode: totals.total.currencyCode,
            },
            oldPrice: null,
          },
        ]
      : [],
  );
}

let toastSequence = 0;

/**
 * A CMS teaser wish list: the list with the visitor's locally held choices, add all to cart with the
 * choose-variant and changed-quantity follow-ups, and "save as my list".
 *
 * @example
 * ```tsx
 * const { teaser, view, addAll } = useTeaserWishlist('schulstart-klasse-1');
 * <button type="button" aria-busy={view.state === 'adding'} onClick={addAll}>Add all to cart</button>;
 * ```
 */
export function useTeaserWishlist(teaserId: string): UseTeaserWishlistResult {
  const shopClient = useShopClient();
  const { messages } = useShop();
  const t = useTranslate();
  const { addToast } = useToasts();
  const cart = useCartContext();
  // Read after hydration: the server renders without the browser's storage.
  const [choices, setChoices] = useState<readonly WishlistEntryChoice[] | null>(null);
  useEffect(() => setChoices(readStoredChoices(teaserId)), [teaserId]);
  const query = useShopQuery(TeaserWishlistDocument, {
    variables: { teaserId, choices: [...(choices ?? [])] },
    skip: choices === null,
  });
  // While the list is read again with new choices, the previous answer stays shown.
  const shown = useRef(query.data?.teaserWishlist);
  if (query.data) shown.current = query.data.teaserWishlist;
  const teaser = shown.current;
  const latest = useRef({ cart, teaser, choices });
  latest.current = { cart, teaser, choices };
  const cartIdUsed = useRef<string | null>(null);
  const [addedToCart, setAddedToCart] = useState(false);

  const keepChoices = useCallback(
    (next: readonly WishlistEntryChoice[]) => {
      storeChoices(teaserId, next);
      setChoices(next);
    },
    [teaserId],
  );

  const toast = (notice: TeaserWishlistNotice) => {
    toastSequence += 1;
    addToast({
      id: `teaser-wishlist-${toastSequence}`,
      type: notice.tone,
      message: isMessageKey(messages, notice.message) ? t(notice.message, notice.params) : notice.message,
    });
  };

  const onEmitted = (event: TeaserWishlistEmitted) => {
    switch (event.type) {
      case 'TEASER.NOTICE':
        toast(event.notice);
        return;
      case 'TEASER.CART_CHANGED':
        // The cart views (header count, mini cart) show this cart; the other tabs adopt it.
        if (cartIdUsed.current) latest.current.cart.adoptCart(cartIdUsed.current);
        setAddedToCart(true);
        reportAddedLines(event.added, (line) => {
          const list = latest.current.teaser?.wishlist;
          return list ? addedLineEvent(line, trackedEntries(list)) : null;
        });
        return;
      case 'TEASER.CHOICES':
        keepChoices(event.choices);
        return;
      case 'TEASER.SAVED':
        void shopClient.refetchQueries([WishlistsDocument, WishlistDocument, WishlistEssentialsDocument]);
        return;
    }
  };

  const { view, send, sendIfStarted } = useLazyMachine({
    load: () => loadTeaserWishlistMachine(shopClient, () => latest.current.cart.view.cartId, cartIdUsed),
    input: () => ({ teaserId }),
    initialView: () => IDLE_VIEW,
    view: viewOf,
    onEmitted,
    onLoadError: (error, _event, shown) => {
      toast({ tone: 'error', message: errorText(error), params: {} });
      return shown;
    },
  });

  return useMemo(() => {
    // Only choices for entries the list still has: the CMS editor may have changed it since.
    const sentChoices = () =>
      choicesOnList(
        latest.current.choices ?? [],
        latest.current.teaser?.wishlist.entries.map((entry) => entry.externalId) ?? [],
      );
    return {
      teaser,
      view,
      addedToCart,
      addAll: () => {
        const list = latest.current.teaser?.wishlist;
        if (!list) return;
        send({
          type: 'TEASER.ADD_ALL',
          listId: list.externalId,
          entries: entriesOf(list),
          choices: sentChoices(),
        });
      },
      chooseVariants: (chosen) => sendIfStarted({ type: 'TEASER.CHOOSE_VARIANTS', chosen }),
      closeModal: () => sendIfStarted({ type: 'TEASER.CLOSE' }),
      saveAsList: () => {
        const list = latest.current.teaser?.wishlist;
        if (!list) return;
        // Entries whose variant is still open (with the choices applied) are asked for first.
        const open = list.entries.flatMap((entry) =>
          entry.item === null
            ? [{ entryId: entry.externalId, productId: entry.product.id, quantity: entry.quantity }]
            : [],
        );
        send({ type: 'TEASER.SAVE_AS_LIST', entries: entriesOf(list), open, choices: sentChoices() });
      },
      changeQuantity: (entryId, quantity) =>
        keepChoices(withQuantity(latest.current.choices ?? [], entryId, quantity)),
    };
  }, [teaser, view, addedToCart, send, sendIfStarted, keepChoices]);
}
