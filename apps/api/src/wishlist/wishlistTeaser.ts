// Teaser wish lists (shopping §3 "Teaser wish lists (CMS-driven, held locally)"; §6 "the delete button is
// hidden for teaser lists"; §7 "teaser totals, list from teaser id", "replace item in teaser list",
// "teaser-list conversions"). A teaser list is a list row of kind 'teaser' named by a CMS teaser id; everyone
// may see it and nobody may change it (wishlistRights.ts). The visitor's variants and quantities live in the
// browser and come with every call (wishlistChoices.ts), so reading the list with them answers the chosen
// items and the totals at the server's prices, and converting copies it into the caller's own lists.
import { amountToCents, WISHLIST_NAME_MAX_LENGTH, wishlistMaximum } from '@ranzen/sdk-core/rules';
import { and, eq } from 'drizzle-orm';
import { loadOrderableItems } from '../cart/cartOperations';
import type { ApiContext } from '../context';
import type { Db } from '../db/client';
import { wishlists } from '../db/schema';
import type { TeaserWishlist, WishlistEntryChoiceInput, WishlistResult } from '../generated/resolvers';
import { money } from '../shop/money';
import { badInput, requireId } from '../shop/validation';
import {
  callerOf,
  ensureMerkzettel,
  findAccess,
  NOT_FOUND,
  WishlistError,
  type WishlistRow,
} from './wishlistAccess';
import { checkedChoices, lineItem, listEntries, variantOpen, variantsOf } from './wishlistChoices';
import { addQuantity, readOne, refused, writingCaller } from './wishlistService';
import { readLists, withChoice } from './wishlistView';

/** Converting is refused while an entry leaves its variant open (the visitor chooses first). */
export const CHOOSE_VARIANTS = 'vue.wishlist.teaser.chooseVariants';

async function teaserList(db: Db, teaserId: string): Promise<WishlistRow | undefined> {
  const [list] = await db
    .select()
    .from(wishlists)
    .where(and(eq(wishlists.kind, 'teaser'), eq(wishlists.teaserId, requireId(teaserId, 'teaserId'))));
  return list;
}

export async function teaserWishlist(
  ctx: ApiContext,
  teaserId: string,
  choices: readonly WishlistEntryChoiceInput[] | null | undefined,
): Promise<TeaserWishlist | null> {
  const list = await teaserList(ctx.db, teaserId);
  if (!list) return null;
  const entries = await listEntries(ctx.db, list.id);
  const variants = await variantsOf(ctx.db, entries);
  let chosen: ReturnType<typeof checkedChoices>;
  try {
    chosen = checkedChoices(entries, variants, choices, 'drop');
  } catch (error) {
    if (error instanceof WishlistError) throw badInput(error.messageKey, 'choices');
    throw error;
  }
  const [wishlist] = await readLists(ctx.db, [{ list, role: 'VIEWER', caller: callerOf(ctx) }], {
    store: ctx.store,
    activeListId: null,
    choices: chosen,
  });
  if (!wishlist) throw new Error('a teaser list is always read');
  const totalCents = wishlist.entries.reduce(
    (sum, entry) => sum + amountToCents(entry.totals.total.amount),
    0,
  );
  return {
    wishlist,
    total: money(totalCents, ctx.store),
    openVariantCount: entries.filter((entry) => variantOpen(withChoice(entry, chosen), variants)).length,
  };
}

/**
 * Copies the teaser list with the visitor's choices into a new list of the customer (named like the teaser),
 * or into an anonymous visitor's merkzettel, in one transaction. Entries of quantity 0 and items no longer
 * sold stay out (docs/not-shown.md); an open variant refuses the whole conversion.
 */
export async function convertTeaserWishlist(
  ctx: ApiContext,
  teaserId: string,
  choices: readonly WishlistEntryChoiceInput[] | null | undefined,
): Promise<WishlistResult> {
  const caller = await writingCaller(ctx);
  const teaser = await teaserList(ctx.db, teaserId);
  if (!teaser) return refused(new WishlistError(NOT_FOUND), null);
  try {
    const entries = await listEntries(ctx.db, teaser.id);
    const variants = await variantsOf(ctx.db, entries);
    const chosen = checkedChoices(entries, variants, choices, 'refuse');
    const wanted = entries.map((entry) => withChoice(entry, chosen)).filter((entry) => entry.quantity > 0);
    if (wanted.some((entry) => variantOpen(entry, variants))) throw new WishlistError(CHOOSE_VARIANTS);
    const listId = await ctx.db.transaction(async (tx) => {
      const target = caller.isCustomer
        ? (
            await tx
              .insert(wishlists)
              .values({
                ownerUserId: caller.userId,
                kind: 'list',
                name: teaser.name.slice(0, WISHLIST_NAME_MAX_LENGTH),
                description: teaser.description,
              })
              .returning({ id: wishlists.id })
          )[0]?.id
        : await ensureMerkzettel(tx, caller.userId);
      if (!target) throw new Error('insert returned no row');
      const orderable = await loadOrderableItems(
        tx,
        ctx.store,
        wanted.flatMap((entry) => lineItem(entry, variants) ?? []),
      );
      for (const entry of wanted) {
        const row = orderable.get(lineItem(entry, variants) ?? '');
        if (!row) continue;
        await addQuantity(tx, target, {
          productId: row.product.id,
          itemId: row.item.id,
          maxQuantity: row.item.maxQuantity,
          quantity: Math.min(entry.quantity, wishlistMaximum(row.item.maxQuantity)),
        });
      }
      return target;
    });
    const access = await findAccess(ctx.db, listId, caller);
    return {
      successful: true,
      errorMessage: null,
      fieldErrors: [],
      wishlist: access ? await readOne(ctx.db, access, ctx.store) : null,
      minQuantity: null,
    };
  } catch (error) {
    if (!(error instanceof WishlistError)) throw error;
    return refused(error, null);
  }
}
