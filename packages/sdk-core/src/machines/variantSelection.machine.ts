// Variant selection on the product page (spec storefront §2.1 `varid`, §3.5 "Item", §3.6 "Variant
// attribute", §4 "Product variants", §7 "variant info"). The page starts from the server-rendered
// attributes and item; choosing a value shows it at once, reloads the variant info for the new
// selection (the latest choice wins) and then resets the gallery to its first slide. The item is set
// only when the product is configured (no attributes, or every attribute has a selected value) and the
// combination exists; the page writes the item id into the URL's `varid`.
import { assertEvent, assign, setup } from 'xstate';
import type {
  ItemDetailFieldsFragment,
  VariantAttributeFieldsFragment,
  VariantInfoQuery,
} from '../graphql/generated';
import {
  attributesConfigured,
  configuredItem,
  type SelectedVariant,
  selectedVariantsOf,
} from '../rules/variantSelection';
import { notImplemented } from './notImplemented';

export type VariantSelectionAttribute = VariantAttributeFieldsFragment;
export type VariantSelectionItem = ItemDetailFieldsFragment;
/** What the VariantInfo operation answers for a selection. */
export type VariantInfoResult = NonNullable<VariantInfoQuery['variantInfo']>;

export interface LoadVariantInfoInput {
  readonly productId: string;
  readonly selectedVariants: readonly SelectedVariant[];
  /** An item id to preselect (the URL's varid); explicit selections override its values. */
  readonly itemId?: string;
}

export interface VariantSelectionInput {
  readonly productId: string;
  /** The server-rendered selectors (Product or VariantInfo query). */
  readonly attributes: readonly VariantSelectionAttribute[];
  /** The server-rendered item; ignored unless the attributes are configured. */
  readonly item: VariantSelectionItem | null;
}

export interface VariantSelectionContext {
  productId: string;
  /** The selectors as shown: the shopper's latest choice is selected while its variant info loads. */
  attributes: readonly VariantSelectionAttribute[];
  /** The selectors of the last answered variant info; shown again when loading fails. */
  loadedAttributes: readonly VariantSelectionAttribute[];
  /** No attributes, or every attribute has a selected value. */
  configured: boolean;
  /** The chosen item; null when the selection is missing, incomplete or does not exist. */
  item: VariantSelectionItem | null;
  /** Counts variant changes; the gallery returns to its first slide whenever it changes. */
  galleryKey: number;
  /** The last variant-info request failed; the previous selection and item stay shown. */
  failed: boolean;
}

export type VariantSelectionEvent =
  /** The shopper chose a value of an attribute (tile or dropdown). */
  | { type: 'VARIANT.SELECT'; name: string; value: string }
  /** The URL's varid changed (history navigation): select that item's values. */
  | { type: 'VARIANT.PRESELECT'; itemId: string };

function findOption(attributes: readonly VariantSelectionAttribute[], name: string, value: string) {
  return attributes
    .find((attribute) => attribute.name === name)
    ?.options.find((option) => option.value === value);
}

/** The selectors with `value` selected for attribute `name` (and nothing else of that attribute). */
function withSelected(
  attributes: readonly VariantSelectionAttribute[],
  name: string,
  value: string,
): VariantSelectionAttribute[] {
  return attributes.map((attribute) =>
    attribute.name === name
      ? {
          ...attribute,
          options: attribute.options.map((option) => ({ ...option, selected: option.value === value })),
        }
      : attribute,
  );
}

export const variantSelectionMachine = setup({
  types: {
    context: {} as VariantSelectionContext,
    events: {} as VariantSelectionEvent,
    input: {} as VariantSelectionInput,
  },
  actors: {
    loadVariantInfo: notImplemented<VariantInfoResult, LoadVariantInfoInput>(
      'variantSelectionMachine',
      'loadVariantInfo',
    ),
  },
  guards: {
    /** A known value that is not already selected and not disabled (no item with the other values). */
    isNewChoice: ({ context, event }) => {
      assertEvent(event, 'VARIANT.SELECT');
      const option = findOption(context.attributes, event.name, event.value);
      return option !== undefined && !option.selected && !option.disabled;
    },
    isOtherItem: ({ context, event }) => {
      assertEvent(event, 'VARIANT.PRESELECT');
      return event.itemId !== '' && event.itemId !== context.item?.itemId;
    },
  },
  actions: {
    choose: assign(({ context, event }) => {
      assertEvent(event, 'VARIANT.SELECT');
      const attributes = withSelected(context.attributes, event.name, event.value);
      return { attributes, configured: attributesConfigured(attributes), failed: false };
    }),
    startPreselect: assign({ failed: false }),
    applyVariantInfo: assign(({ context }, output: VariantInfoResult) => ({
      attributes: output.variantAttributes,
      loadedAttributes: output.variantAttributes,
      configured: output.configured,
      item: output.configured ? output.bestItem : null,
      galleryKey: context.galleryKey + 1,
    })),
    restoreLoaded: assign(({ context }) => ({
      attributes: context.loadedAttributes,
      configured: attributesConfigured(context.loadedAttributes) && context.item !== null,
      failed: true,
    })),
  },
}).createMachine({
  id: 'variantSelection',
  context: ({ input }) => {
    const item = configuredItem(input.attributes, input.item);
    return {
      productId: input.productId,
      attributes: input.attributes,
      loadedAttributes: input.attributes,
      configured: item !== null,
      item,
      galleryKey: 0,
      failed: false,
    };
  },
  initial: 'ready',
  on: {
    // The latest choice wins: entering 'loading' again cancels the request still running.
    'VARIANT.SELECT': { guard: 'isNewChoice', target: '.loading', actions: 'choose' },
    'VARIANT.PRESELECT': { guard: 'isOtherItem', target: '.loading', actions: 'startPreselect' },
  },
  states: {
    ready: {},
    loading: {
      invoke: {
        src: 'loadVariantInfo',
        input: ({ context, event }) =>
          event.type === 'VARIANT.PRESELECT'
            ? { productId: context.productId, selectedVariants: [], itemId: event.itemId }
            : { productId: context.productId, selectedVariants: selectedVariantsOf(context.attributes) },
        onDone: {
          target: 'ready',
          actions: { type: 'applyVariantInfo', params: ({ event }) => event.output },
        },
        onError: { target: 'ready', actions: 'restoreLoaded' },
      },
    },
  },
});
