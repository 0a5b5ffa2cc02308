// Teaser wish list machine (spec shopping §4 "Add-all-to-cart from a teaser list returns variantsToChoose,
// quantityChanged, maxInCart, successfullyAdded, which drive follow-up modals (choose a variant, confirm
// changed quantity)"; §3 teaser lists held locally; §7 "teaser-list conversions"). Actors are swapped with
// .provide(), so nothing touches the network.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { WishlistEntryChoice } from '../rules/teaserChoices';
import {
  type AddTeaserToCartInput,
  type AddTeaserToCartOutput,
  type ConvertTeaserInput,
  type ConvertTeaserOutput,
  type TeaserEntry,
  type TeaserVariant,
  type TeaserWishlistEmitted,
  teaserWishlistMachine,
  type WishlistCartLine,
} from './teaserWishlist.machine';

const entries: readonly TeaserEntry[] = [
  { entryId: 'e-bag', productId: 'p-bag', productName: 'Schulranzen' },
  { entryId: 'e-pen', productId: 'p-pen', productName: 'Füller' },
  { entryId: 'e-pad', productId: 'p-pad', productName: 'Block' },
];

function line(entryId: string, productId: string, fields: Partial<WishlistCartLine> = {}): WishlistCartLine {
  return {
    __typename: 'WishlistCartLine',
    entryId,
    productId,
    itemId: `i-${productId}`,
    quantity: 1,
    addedQuantity: 1,
    maxQuantity: 10,
    ...fields,
  };
}

const bagOpen = line('e-bag', 'p-bag', { itemId: null, addedQuantity: 0, maxQuantity: null });
const penChanged = line('e-pen', 'p-pen', { quantity: 12, addedQuantity: 10 });
const padAdded = line('e-pad', 'p-pad', { quantity: 2, addedQuantity: 2 });

function answer(lines: Partial<AddTeaserToCartOutput>): AddTeaserToCartOutput {
  return {
    successful: true,
    errorMessage: null,
    variantsToChoose: [],
    quantityChanged: [],
    maxInCart: [],
    successfullyAdded: [],
    ...lines,
  };
}

const variant = (itemId: string): TeaserVariant => ({
  __typename: 'Item',
  itemId,
  name: itemId,
  availableForSale: true,
  variantAttributes: [],
});

interface Script {
  readonly add?: (input: AddTeaserToCartInput) => Promise<AddTeaserToCartOutput>;
  readonly convert?: (input: ConvertTeaserInput) => Promise<ConvertTeaserOutput>;
}

function start({ add, convert }: Script = {}) {
  const addFn = vi.fn(add ?? (async () => answer({ successfullyAdded: [padAdded] })));
  const convertFn = vi.fn(
    convert ?? (async () => ({ successful: true, errorMessage: null, listName: 'Schulstart Klasse 1' })),
  );
  const loadVariants = vi.fn(async ({ productIds }: { productIds: readonly string[] }) =>
    Object.fromEntries(productIds.map((id) => [id, [variant(`${id}-blau`), variant(`${id}-rot`)]])),
  );
  const machine = teaserWishlistMachine.provide({
    actors: {
      addToCart: fromPromise<AddTeaserToCartOutput, AddTeaserToCartInput>(({ input }) => addFn(input)),
      loadVariants: fromPromise<
        Readonly<Record<string, readonly TeaserVariant[]>>,
        { productIds: readonly string[] }
      >(({ input }) => loadVariants(input)),
      convert: fromPromise<ConvertTeaserOutput, ConvertTeaserInput>(({ input }) => convertFn(input)),
    },
  });
  const actor = createActor(machine, { input: { teaserId: 'schulstart-klasse-1' } });
  const emitted: TeaserWishlistEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const notices = () => emitted.flatMap((event) => (event.type === 'TEASER.NOTICE' ? [event.notice] : []));
  const settledIn = (state: 'idle' | 'choosingVariants' | 'confirmingQuantities') =>
    waitFor(actor, (snapshot) => snapshot.matches(state));
  const addAll = (choices: readonly WishlistEntryChoice[] = []) =>
    actor.send({ type: 'TEASER.ADD_ALL', listId: 'w-teaser', entries, choices });
  return { actor, add: addFn, convert: convertFn, loadVariants, emitted, notices, settledIn, addAll };
}

describe('teaserWishlistMachine: add all to cart (spec shopping §4)', () => {
  it('adds the list with the visitor choices and announces the lines that went in', async () => {
    const choices = [{ entryId: 'e-pad', itemId: 'i-pad-rot', quantity: 2 }];
    const { actor, add, emitted, notices, settledIn, addAll } = start();
    addAll(choices);
    expect(actor.getSnapshot().value).toBe('adding');
    await settledIn('idle');
    expect(add).toHaveBeenCalledExactlyOnceWith({ listId: 'w-teaser', choices });
    expect(notices()).toEqual([
      { tone: 'success', message: 'vue.wishlist.teaser.successfullyAdded', params: { count: 1 } },
    ]);
    // Storefront §7 analytics: the host hears which lines went in (add_to_cart per line).
    expect(emitted).toContainEqual({ type: 'TEASER.CART_CHANGED', added: [padAdded] });
  });

  it('asks for the open variants, then adds only those lines with the chosen item (others at 0)', async () => {
    const { actor, add, loadVariants, emitted, notices, settledIn, addAll } = start({
      add: async ({ choices }) =>
        choices.length === 0
          ? answer({ variantsToChoose: [bagOpen], successfullyAdded: [padAdded] })
          : answer({ successfullyAdded: [line('e-bag', 'p-bag', { itemId: 'p-bag-rot' })] }),
    });
    addAll();
    await settledIn('choosingVariants');
    expect(loadVariants).toHaveBeenCalledExactlyOnceWith({ productIds: ['p-bag'] });
    expect(actor.getSnapshot().context.toChoose).toEqual([bagOpen]);
    expect(Object.keys(actor.getSnapshot().context.variants)).toEqual(['p-bag']);

    actor.send({ type: 'TEASER.CHOOSE_VARIANTS', chosen: [{ entryId: 'e-bag', itemId: 'p-bag-rot' }] });
    await settledIn('idle');
    expect(add).toHaveBeenLastCalledWith({
      listId: 'w-teaser',
      choices: [
        { entryId: 'e-bag', itemId: 'p-bag-rot', quantity: 1 },
        { entryId: 'e-pen', quantity: 0 },
        { entryId: 'e-pad', quantity: 0 },
      ],
    });
    // Held locally: the chosen variant is kept for the next visit.
    expect(emitted).toContainEqual({
      type: 'TEASER.CHOICES',
      choices: [{ entryId: 'e-bag', itemId: 'p-bag-rot', quantity: 1 }],
    });
    expect(notices().map((entry) => entry.params)).toEqual([{ count: 1 }, { count: 1 }]);
  });

  it('refuses a choice that is not a variant of the open product and stays in the modal', async () => {
    const { actor, add, settledIn, addAll } = start({
      add: async () => answer({ variantsToChoose: [bagOpen] }),
    });
    addAll();
    await settledIn('choosingVariants');
    actor.send({ type: 'TEASER.CHOOSE_VARIANTS', chosen: [{ entryId: 'e-bag', itemId: 'p-pen-rot' }] });
    actor.send({ type: 'TEASER.CHOOSE_VARIANTS', chosen: [] });
    expect(actor.getSnapshot().value).toBe('choosingVariants');
    expect(add).toHaveBeenCalledTimes(1);
  });

  it('closing the choose-variant modal leaves those lines out and still confirms changed quantities', async () => {
    const { actor, add, settledIn, addAll } = start({
      add: async () => answer({ variantsToChoose: [bagOpen], quantityChanged: [penChanged] }),
    });
    addAll();
    await settledIn('choosingVariants');
    actor.send({ type: 'TEASER.CLOSE' });
    await settledIn('confirmingQuantities');
    expect(actor.getSnapshot().context.changed).toEqual([penChanged]);
    actor.send({ type: 'TEASER.CLOSE' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.changed).toEqual([]);
    expect(add).toHaveBeenCalledTimes(1);
  });

  it('collects changed quantities of both calls into one modal after the variants are chosen', async () => {
    const bagChanged = line('e-bag', 'p-bag', { itemId: 'p-bag-blau', quantity: 1, addedQuantity: 0 });
    const { actor, settledIn, addAll, notices } = start({
      add: async ({ choices }) =>
        choices.length === 0
          ? answer({ variantsToChoose: [bagOpen], quantityChanged: [penChanged] })
          : answer({ quantityChanged: [bagChanged] }),
    });
    addAll();
    await settledIn('choosingVariants');
    actor.send({ type: 'TEASER.CHOOSE_VARIANTS', chosen: [{ entryId: 'e-bag', itemId: 'p-bag-blau' }] });
    await settledIn('confirmingQuantities');
    expect(actor.getSnapshot().context.changed).toEqual([penChanged, bagChanged]);
    // Nothing of the bag was in stock: no success notice for the second call.
    expect(notices()).toEqual([
      { tone: 'success', message: 'vue.wishlist.teaser.successfullyAdded', params: { count: 1 } },
    ]);
  });

  it('names each line already at its maximum in the cart, without a success notice when nothing went in', async () => {
    const { emitted, notices, settledIn, addAll } = start({
      add: async () => answer({ maxInCart: [line('e-pen', 'p-pen', { addedQuantity: 0 })] }),
    });
    addAll();
    await settledIn('idle');
    expect(notices()).toEqual([
      { tone: 'info', message: 'vue.wishlist.teaser.maxInCart', params: { product: 'Füller' } },
    ]);
    expect(emitted).not.toContainEqual(expect.objectContaining({ type: 'TEASER.CART_CHANGED' }));
  });

  it('shows the server refusal and a failed call as errors, nothing added', async () => {
    const refused = start({
      add: async () => ({ ...answer({}), successful: false, errorMessage: 'vue.wishlist.error.notFound' }),
    });
    refused.addAll();
    await refused.settledIn('idle');
    expect(refused.notices()).toEqual([
      { tone: 'error', message: 'vue.wishlist.error.notFound', params: {} },
    ]);
    expect(refused.emitted).not.toContainEqual(expect.objectContaining({ type: 'TEASER.CART_CHANGED' }));

    const failed = start({ add: async () => Promise.reject(new Error('Network error')) });
    failed.addAll();
    await failed.settledIn('idle');
    expect(failed.notices()).toEqual([{ tone: 'error', message: 'Network error', params: {} }]);
  });
});

describe('teaserWishlistMachine: save as my list (spec shopping §7 teaser-list conversions)', () => {
  it('copies the teaser with the choices and names the new list', async () => {
    const choices = [{ entryId: 'e-bag', itemId: 'p-bag-rot', quantity: 1 }];
    const { actor, convert, emitted, notices, settledIn } = start();
    actor.send({ type: 'TEASER.SAVE_AS_LIST', entries, open: [], choices });
    expect(actor.getSnapshot().value).toBe('saving');
    await settledIn('idle');
    expect(convert).toHaveBeenCalledExactlyOnceWith({ teaserId: 'schulstart-klasse-1', choices });
    expect(notices()).toEqual([
      { tone: 'success', message: 'vue.wishlist.teaser.saved', params: { list: 'Schulstart Klasse 1' } },
    ]);
    expect(emitted).toContainEqual({ type: 'TEASER.SAVED' });
  });

  it('asks for the open variants first, then copies the list with them', async () => {
    const choices = [{ entryId: 'e-pad', itemId: 'i-pad', quantity: 3 }];
    const { actor, add, convert, loadVariants, emitted, settledIn } = start();
    const open = [{ entryId: 'e-bag', productId: 'p-bag', quantity: 1 }];
    actor.send({ type: 'TEASER.SAVE_AS_LIST', entries, open, choices });
    await settledIn('choosingVariants');
    expect(loadVariants).toHaveBeenCalledExactlyOnceWith({ productIds: ['p-bag'] });
    expect(convert).not.toHaveBeenCalled();

    actor.send({ type: 'TEASER.CHOOSE_VARIANTS', chosen: [{ entryId: 'e-bag', itemId: 'p-bag-blau' }] });
    await settledIn('idle');
    const saved = [...choices, { entryId: 'e-bag', itemId: 'p-bag-blau', quantity: 1 }];
    expect(convert).toHaveBeenCalledExactlyOnceWith({ teaserId: 'schulstart-klasse-1', choices: saved });
    expect(add).not.toHaveBeenCalled();
    expect(emitted).toContainEqual({ type: 'TEASER.CHOICES', choices: saved });
    expect(emitted).toContainEqual({ type: 'TEASER.SAVED' });
  });

  it('copies nothing when the choose-variant modal is closed', async () => {
    const { actor, convert, settledIn } = start();
    const open = [{ entryId: 'e-bag', productId: 'p-bag', quantity: 1 }];
    actor.send({ type: 'TEASER.SAVE_AS_LIST', entries, open, choices: [] });
    await settledIn('choosingVariants');
    actor.send({ type: 'TEASER.CLOSE' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(convert).not.toHaveBeenCalled();
  });

  it('shows the server refusal (a variant still open on the server)', async () => {
    const { actor, emitted, notices, settledIn } = start({
      convert: async () => ({
        successful: false,
        errorMessage: 'vue.wishlist.teaser.chooseVariants',
        listName: null,
      }),
    });
    actor.send({ type: 'TEASER.SAVE_AS_LIST', entries, open: [], choices: [] });
    await settledIn('idle');
    expect(notices()).toEqual([{ tone: 'error', message: 'vue.wishlist.teaser.chooseVariants', params: {} }]);
    expect(emitted).not.toContainEqual({ type: 'TEASER.SAVED' });
  });
});
