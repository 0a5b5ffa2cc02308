// Variant selection (spec storefront §2.1 varid, §3.6 "Variant attribute", §4 "Product variants", §7
// "variant info"). The loadVariantInfo actor is swapped with .provide() for a scripted answer per
// selection, so every transition runs without a network.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SelectedVariant } from '../rules/variantSelection';
import {
  type LoadVariantInfoInput,
  type VariantInfoResult,
  type VariantSelectionAttribute,
  type VariantSelectionItem,
  variantSelectionMachine,
} from './variantSelection.machine';

function item(itemId: string): VariantSelectionItem {
  const money = { __typename: 'Money' as const, amount: 24.99, currencyCode: 'EUR', stringValue: '24,99 €' };
  return {
    __typename: 'Item',
    itemId,
    orderNumber: `ON-${itemId}`,
    name: `Turnbeutel ${itemId}`,
    maxQuantity: 10,
    minimumOrderQuantity: 1,
    availableForSale: true,
    deliveryFree: false,
    primeFaehig: false,
    areAllDeliveryTimesTheSame: true,
    images: [],
    prices: {
      __typename: 'Prices',
      isBestPrice: false,
      price: money,
      specialPrice: null,
      basePrice: null,
      educationalSuggestedGrossPrice: null,
      lightningDealPrice: null,
    },
    deliveryStatus: { __typename: 'DeliveryStatus', text: 'Sofort lieferbar', color: 'green' },
    variantAttributes: [],
    dataAndFacts: [],
    warnings: [],
    dangerWarnings: [],
    powerPlugScope: null,
    matrixCodeMessages: [],
    lightningDealInfo: null,
  };
}

interface OptionSpec {
  readonly value: string;
  readonly selected?: boolean;
  readonly disabled?: boolean;
}

function attribute(
  name: string,
  type: 'tile' | 'dropdown',
  position: number,
  options: readonly OptionSpec[],
): VariantSelectionAttribute {
  return {
    __typename: 'VariantAttribute',
    name,
    displayName: name === 'colour' ? 'Farbe' : 'Größe',
    position,
    type,
    options: options.map((option, valuePosition) => ({
      __typename: 'VariantOption',
      value: option.value,
      selected: option.selected ?? false,
      disabled: option.disabled ?? false,
      css: type === 'tile' ? '#336699' : null,
      hasDiscount: false,
      image: null,
      valuePosition,
    })),
  };
}

/** Items of a bag in two colours and two sizes; blue L does not exist. */
const ITEMS: Record<string, { colour: string; size: string }> = {
  'I-RED-M': { colour: 'rot', size: 'M' },
  'I-RED-L': { colour: 'rot', size: 'L' },
  'I-BLUE-M': { colour: 'blau', size: 'M' },
};

function selectors(colour: string | null, size: string | null): VariantSelectionAttribute[] {
  return [
    attribute('colour', 'tile', 0, [
      { value: 'rot', selected: colour === 'rot' },
      { value: 'blau', selected: colour === 'blau', disabled: size === 'L' },
      { value: 'grün', disabled: true },
    ]),
    attribute('size', 'dropdown', 1, [
      { value: 'M', selected: size === 'M' },
      { value: 'L', selected: size === 'L', disabled: colour === 'blau' },
    ]),
  ];
}

/** What the API answers (productService.getVariantInfo): the item only for a configured, existing selection. */
function answer({ selectedVariants, itemId }: LoadVariantInfoInput): VariantInfoResult {
  const selection = new Map(
    selectedVariants.map((variant: SelectedVariant) => [variant.name, variant.value]),
  );
  const preselected = itemId ? ITEMS[itemId] : undefined;
  const colour = selection.get('colour') ?? preselected?.colour ?? null;
  const size = selection.get('size') ?? preselected?.size ?? null;
  const found = Object.entries(ITEMS).find(([, values]) => values.colour === colour && values.size === size);
  return {
    __typename: 'VariantInfo',
    variantAttributes: selectors(colour, size),
    configured: found !== undefined,
    bestItem: found ? item(found[0]) : null,
  };
}

interface StartOptions {
  readonly attributes?: readonly VariantSelectionAttribute[];
  readonly initialItem?: VariantSelectionItem | null;
  readonly load?: (input: LoadVariantInfoInput) => Promise<VariantInfoResult>;
}

function start({
  attributes = selectors('rot', 'M'),
  initialItem = item('I-RED-M'),
  load = async (input) => answer(input),
}: StartOptions = {}) {
  const loadVariantInfo = vi.fn(load);
  const machine = variantSelectionMachine.provide({
    actors: {
      loadVariantInfo: fromPromise<VariantInfoResult, LoadVariantInfoInput>(({ input }) =>
        loadVariantInfo(input),
      ),
    },
  });
  const actor = createActor(machine, {
    input: { productId: 'P-BAG', attributes, item: initialItem },
  });
  actor.start();
  const ready = () => waitFor(actor, (snapshot) => snapshot.matches('ready'));
  const context = () => actor.getSnapshot().context;
  const selected = (name: string) =>
    context()
      .attributes.find((candidate) => candidate.name === name)
      ?.options.find((option) => option.selected)?.value ?? null;
  return { actor, loadVariantInfo, ready, context, selected };
}

describe('variantSelectionMachine: start (spec storefront §2.1 varid, §4 "Product variants")', () => {
  it('shows the server-rendered selection and item without loading anything', () => {
    const page = start();
    expect(page.actor.getSnapshot().value).toBe('ready');
    expect(page.context().configured).toBe(true);
    expect(page.context().item?.itemId).toBe('I-RED-M');
    expect(page.context().galleryKey).toBe(0);
    expect(page.loadVariantInfo).not.toHaveBeenCalled();
  });

  it('leaves the item unset when a variant is missing (an invalid or no varid)', () => {
    const page = start({ attributes: selectors('rot', null), initialItem: item('I-RED-M') });
    expect(page.context().configured).toBe(false);
    expect(page.context().item).toBeNull();
  });

  it('is configured without attributes: a single-item product keeps its item', () => {
    const page = start({ attributes: [], initialItem: item('I-ONLY') });
    expect(page.context().configured).toBe(true);
    expect(page.context().item?.itemId).toBe('I-ONLY');
  });

  it('has no item when the server sent none, even with every attribute selected', () => {
    const page = start({ initialItem: null });
    expect(page.context().configured).toBe(false);
    expect(page.context().item).toBeNull();
  });
});

describe('variantSelectionMachine: VARIANT.SELECT (spec storefront §4, §7 "variant info")', () => {
  it('shows the choice at once, loads the variant info for the whole selection and takes its item', async () => {
    const page = start();
    page.actor.send({ type: 'VARIANT.SELECT', name: 'size', value: 'L' });
    expect(page.actor.getSnapshot().value).toBe('loading');
    expect(page.selected('size')).toBe('L');
    expect(page.loadVariantInfo).toHaveBeenCalledWith({
      productId: 'P-BAG',
      selectedVariants: [
        { name: 'colour', value: 'rot' },
        { name: 'size', value: 'L' },
      ],
    });
    await page.ready();
    expect(page.context().item?.itemId).toBe('I-RED-L');
    expect(page.context().configured).toBe(true);
    // The answer's selectors replace the shown ones: blue has no L, so it is disabled now.
    const colour = page.context().attributes.find((candidate) => candidate.name === 'colour');
    expect(colour?.options.find((option) => option.value === 'blau')?.disabled).toBe(true);
  });

  it('resets the gallery to the first slide on every variant change', async () => {
    const page = start();
    page.actor.send({ type: 'VARIANT.SELECT', name: 'colour', value: 'blau' });
    await page.ready();
    expect(page.context().galleryKey).toBe(1);
    page.actor.send({ type: 'VARIANT.SELECT', name: 'colour', value: 'rot' });
    await page.ready();
    expect(page.context().galleryKey).toBe(2);
  });

  it('works for tile and dropdown attributes alike', async () => {
    const page = start({ attributes: selectors(null, null), initialItem: null });
    page.actor.send({ type: 'VARIANT.SELECT', name: 'colour', value: 'blau' });
    await page.ready();
    // One of two attributes chosen: not configured, no item.
    expect(page.context().configured).toBe(false);
    expect(page.context().item).toBeNull();
    page.actor.send({ type: 'VARIANT.SELECT', name: 'size', value: 'M' });
    await page.ready();
    expect(page.context().configured).toBe(true);
    expect(page.context().item?.itemId).toBe('I-BLUE-M');
  });

  it('is not configured while the latest choice still misses an attribute', () => {
    const page = start({ attributes: selectors(null, null), initialItem: null });
    page.actor.send({ type: 'VARIANT.SELECT', name: 'colour', value: 'rot' });
    expect(page.context().configured).toBe(false);
  });

  it('leaves the item unset when the chosen combination does not exist', async () => {
    // Red L is chosen; blue is offered (the shown option is not disabled) but blue L does not exist.
    const page = start({
      attributes: selectors('rot', 'L').map((candidate) =>
        candidate.name === 'colour'
          ? { ...candidate, options: candidate.options.map((option) => ({ ...option, disabled: false })) }
          : candidate,
      ),
      initialItem: item('I-RED-L'),
    });
    page.actor.send({ type: 'VARIANT.SELECT', name: 'colour', value: 'blau' });
    await page.ready();
    expect(page.context().configured).toBe(false);
    expect(page.context().item).toBeNull();
  });

  it('ignores the value already selected, an unknown value and a disabled one', () => {
    const page = start();
    page.actor.send({ type: 'VARIANT.SELECT', name: 'colour', value: 'rot' });
    page.actor.send({ type: 'VARIANT.SELECT', name: 'colour', value: 'lila' });
    page.actor.send({ type: 'VARIANT.SELECT', name: 'material', value: 'rot' });
    page.actor.send({ type: 'VARIANT.SELECT', name: 'colour', value: 'grün' });
    expect(page.actor.getSnapshot().value).toBe('ready');
    expect(page.loadVariantInfo).not.toHaveBeenCalled();
    expect(page.context().item?.itemId).toBe('I-RED-M');
  });

  it('lets the latest choice win when the shopper changes again while loading', async () => {
    const answerNext: Array<() => void> = [];
    const page = start({
      load: (input) => new Promise((resolve) => answerNext.push(() => resolve(answer(input)))),
    });
    page.actor.send({ type: 'VARIANT.SELECT', name: 'size', value: 'L' });
    page.actor.send({ type: 'VARIANT.SELECT', name: 'size', value: 'M' });
    expect(page.loadVariantInfo).toHaveBeenCalledTimes(2);
    // The stale answer (red L) arrives last and is dropped: its request was cancelled.
    answerNext[1]?.();
    await page.ready();
    answerNext[0]?.();
    await Promise.resolve();
    expect(page.context().item?.itemId).toBe('I-RED-M');
    expect(page.selected('size')).toBe('M');
    expect(page.context().galleryKey).toBe(1);
  });

  it('shows the previous selection and item again when loading fails', async () => {
    const page = start({ load: async () => Promise.reject(new Error('network')) });
    page.actor.send({ type: 'VARIANT.SELECT', name: 'size', value: 'L' });
    await page.ready();
    expect(page.context().failed).toBe(true);
    expect(page.selected('size')).toBe('M');
    expect(page.context().item?.itemId).toBe('I-RED-M');
    expect(page.context().configured).toBe(true);
    expect(page.context().galleryKey).toBe(0);
  });

  it('clears the failure on the next choice', async () => {
    let fail = true;
    const page = start({
      load: async (input) => (fail ? Promise.reject(new Error('network')) : answer(input)),
    });
    page.actor.send({ type: 'VARIANT.SELECT', name: 'size', value: 'L' });
    await page.ready();
    fail = false;
    page.actor.send({ type: 'VARIANT.SELECT', name: 'size', value: 'L' });
    expect(page.context().failed).toBe(false);
    await page.ready();
    expect(page.context().item?.itemId).toBe('I-RED-L');
  });
});

describe('variantSelectionMachine: VARIANT.PRESELECT (spec storefront §2.1 varid, §7 "optional itemId")', () => {
  it('resolves an item id from the URL to its values and item', async () => {
    const page = start();
    page.actor.send({ type: 'VARIANT.PRESELECT', itemId: 'I-BLUE-M' });
    expect(page.loadVariantInfo).toHaveBeenCalledWith({
      productId: 'P-BAG',
      selectedVariants: [],
      itemId: 'I-BLUE-M',
    });
    await page.ready();
    expect(page.context().item?.itemId).toBe('I-BLUE-M');
    expect(page.selected('colour')).toBe('blau');
    expect(page.context().galleryKey).toBe(1);
  });

  it('leaves the item unset for an unknown item id', async () => {
    const page = start();
    page.actor.send({ type: 'VARIANT.PRESELECT', itemId: 'I-GONE' });
    await page.ready();
    expect(page.context().item).toBeNull();
    expect(page.context().configured).toBe(false);
  });

  it('does nothing for the item already shown or an empty id', () => {
    const page = start();
    page.actor.send({ type: 'VARIANT.PRESELECT', itemId: 'I-RED-M' });
    page.actor.send({ type: 'VARIANT.PRESELECT', itemId: '' });
    expect(page.loadVariantInfo).not.toHaveBeenCalled();
  });
});
