// Add-all-to-cart of a wish list (shopping §4 "Add-all-to-cart from a teaser list returns variantsToChoose,
// quantityChanged, maxInCart, successfullyAdded"; §7 "add products to cart from teaser list (list of itemId,
// productId, quantity, plus cartId)"; issue 19 "parents add the whole list to their cart in one click").
// Every line is sorted by the shared rule (sdk-core wishlistCartLine) and all lines go into the cart in one
// transaction on the locked cart with one write, at the server's prices: the cart's own checks decide last,
// and a refusal leaves nothing written. Counted against the `wishlistToCart` rate limit.
import { QUANTITY_MAX, type WishlistCartOutcome, wishlistCartLine } from '@ranzen/sdk-core/rules';
import { CartOpError, cartMessage } from '../cart/cartErrors';
import {
  addPositionsAtOnce,
  loadOrderableItems,
  type OpContext,
  positionsOfItems,
} from '../cart/cartOperations';
import { lockCart, ownedCartId } from '../cart/cartQueries';
import { readCart } from '../cart/cartView';
import type { ApiContext } from '../context';
import type {
  AddWishlistToCartResult,
  WishlistCartLine,
  WishlistEntryChoiceInput,
} from '../generated/resolvers';
import { storeStrategy } from '../store/storeStrategy';
import { NOT_FOUND, WishlistError } from './wishlistAccess';
import { checkedChoices, lineItem, listEntries, variantOpen, variantsOf } from './wishlistChoices';
import { userCaller, visibleList } from './wishlistService';
import { withChoice } from './wishlistView';

const CART_SUBMITTED: CartOpError['code'] = 'CART_SUBMITTED';

type Lines = Record<WishlistCartOutcome, WishlistCartLine[]>;

function refusal(errorMessage: string): AddWishlistToCartResult {
  return {
    successful: false,
    errorMessage,
    variantsToChoose: [],
    quantityChanged: [],
    maxInCart: [],
    successfullyAdded: [],
    cart: null,
  };
}

export async function addWishlistToCart(
  ctx: ApiContext,
  externalId: string,
  signedCartId: string,
  choices: readonly WishlistEntryChoiceInput[] | null | undefined,
): Promise<AddWishlistToCartResult> {
  const caller = userCaller(ctx);
  await ctx.rateLimit.consume('wishlistToCart');
  const access = await visibleList(ctx, caller, externalId);
  if (!access) return refusal(NOT_FOUND);
  const cartId = await ownedCartId(ctx.db, ctx.visitorIds.verifyCart(signedCartId, ctx.userId), ctx.userId);
  if (!cartId || !ctx.userId) return refusal(cartMessage('CART_NOT_FOUND', ctx.store));
  const cartUserId = ctx.userId;
  const entries = await listEntries(ctx.db, access.list.id);
  const variants = await variantsOf(ctx.db, entries);
  let lines: Lines;
  try {
    const chosen = checkedChoices(entries, variants, choices, 'refuse');
    const wanted = entries.map((entry) => withChoice(entry, chosen)).filter((entry) => entry.quantity > 0);
    lines = await ctx.db.transaction(async (tx) => {
      if ((await lockCart(tx, cartId, cartUserId)).submitted) throw new CartOpError(CART_SUBMITTED);
      const opCtx: OpContext = { tx, cartId, store: ctx.store, clientAddress: ctx.clientAddress };
      const itemIds = wanted.flatMap((entry) => lineItem(entry, variants) ?? []);
      const known = {
        items: await loadOrderableItems(tx, ctx.store, itemIds),
        positions: await positionsOfItems(opCtx, itemIds),
      };
      const sorted: Lines = {
        variantsToChoose: [],
        quantityChanged: [],
        maxInCart: [],
        successfullyAdded: [],
      };
      /** Units each item gets from the lines sorted so far: lines of one item share its room. */
      const adding = new Map<string, number>();
      for (const entry of wanted) {
        const itemId = lineItem(entry, variants);
        const row = itemId ? known.items.get(itemId) : undefined;
        const inCart =
          (itemId ? (known.positions.get(itemId)?.quantity ?? 0) : 0) + (adding.get(itemId ?? '') ?? 0);
        const verdict = wishlistCartLine({
          asked: entry.quantity,
          variantOpen: variantOpen(entry, variants),
          inCart,
          // An item that cannot be bought now has room for nothing: a changed quantity of 0.
          maxQuantity: row?.item.maxQuantity ?? QUANTITY_MAX,
          stock: row?.item.stock ?? 0,
          minimumOrderQuantity: row ? storeStrategy(ctx.store).minimumOrderQuantity(row.product) : 1,
        });
        if (itemId && verdict.added > 0) adding.set(itemId, (adding.get(itemId) ?? 0) + verdict.added);
        sorted[verdict.outcome].push({
          entryId: entry.id,
          productId: entry.productId,
          itemId: verdict.outcome === 'variantsToChoose' ? null : itemId,
          quantity: entry.quantity,
          addedQuantity: verdict.added,
          maxQuantity: row ? Math.min(row.item.maxQuantity, QUANTITY_MAX) : null,
        });
      }
      await addPositionsAtOnce(
        opCtx,
        [...adding].map(([itemId, quantity]) => ({ itemId, quantity })),
        known,
      );
      return sorted;
    });
  } catch (error) {
    if (error instanceof WishlistError) return refusal(error.messageKey);
    if (error instanceof CartOpError) return refusal(cartMessage(error.code, ctx.store));
    throw error;
  }
  return {
    successful: true,
    errorMessage: null,
    ...lines,
    cart: await readCart(ctx.db, cartId, ctx.store, ctx.paymentProviders),
  };
}
