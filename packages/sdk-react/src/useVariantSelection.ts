// Variant selection as the product page sees it (spec storefront §2.1 varid, §4 "Product variants"):
// a view of the variant-selection machine (sdk-core) and the shopper's actions. Until the first choice
// the view is the server-rendered selection, so the page renders and hydrates without XState; the
// machine and XState load by dynamic import() on the first choice (useLazyMachine; DESIGN §6).
// One hook instance serves one product: the page keys it by product id.
import {
  configuredItem,
  type VariantSelectionAttribute,
  type VariantSelectionItem,
  type variantSelectionMachine,
} from '@ranzen/sdk-core';
import { useCallback, useEffect, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import { useShopClient } from './shopClient';
import { useLazyMachine } from './useLazyMachine';

/** The machine's state: ready, or loading the variant info of a choice (the selector's data-state). */
export type VariantSelectionState = 'ready' | 'loading';

export interface VariantSelectionView {
  readonly state: VariantSelectionState;
  readonly attributes: readonly VariantSelectionAttribute[];
  /** No attributes, or every attribute has a selected value. */
  readonly configured: boolean;
  /** The chosen item; null while the selection is incomplete or does not exist. */
  readonly item: VariantSelectionItem | null;
  /** Changes with every new variant: a gallery keyed by it returns to its first slide. */
  readonly galleryKey: number;
  /** The last variant-info request failed; the previous selection stays shown. */
  readonly failed: boolean;
}

export interface UseVariantSelectionOptions {
  readonly productId: string;
  /** The server-rendered selectors: the product's, or the varid's variant info. */
  readonly attributes: readonly VariantSelectionAttribute[];
  /** The server-rendered item (the varid's, else the product's best item). */
  readonly item: VariantSelectionItem | null;
  /** Called when a new variant info set another item (the page writes it into the URL's varid). */
  readonly onItemChange?: (item: VariantSelectionItem | null) => void;
}

export interface UseVariantSelectionResult {
  readonly view: VariantSelectionView;
  /** The shopper chose `value` for attribute `name`. */
  readonly select: (name: string, value: string) => void;
  /** The URL's varid changed (back/forward): show that item. */
  readonly preselect: (itemId: string) => void;
}

/** The server's selection, read with the machine's own rule (no item unless configured). */
function initialView({ attributes, item }: UseVariantSelectionOptions): VariantSelectionView {
  const shown = configuredItem(attributes, item);
  return {
    state: 'ready',
    attributes,
    configured: shown !== null,
    item: shown,
    galleryKey: 0,
    failed: false,
  };
}

function viewOf(snapshot: SnapshotFrom<typeof variantSelectionMachine>): VariantSelectionView {
  const { context } = snapshot;
  return {
    state: snapshot.value,
    attributes: context.attributes,
    configured: context.configured,
    item: context.item,
    galleryKey: context.galleryKey,
    failed: context.failed,
  };
}

/**
 * A product page's variant selection: the attributes' choices and the item they select, looked up
 * from the API as the visitor chooses.
 *
 * @example
 * ```tsx
 * const { view, select } = useVariantSelection({ productId, attributes, item });
 * select('colour', 'blue');
 * view.item; // the chosen item, null while incomplete
 * ```
 */
export function useVariantSelection(options: UseVariantSelectionOptions): UseVariantSelectionResult {
  const shopClient = useShopClient();
  const latest = useRef(options);
  latest.current = options;

  const { view, send } = useLazyMachine({
    load: () =>
      Promise.all([import('./provideVariantSelectionMachine'), shopClient.load()]).then(
        ([{ provideVariantSelectionMachine }, client]) => provideVariantSelectionMachine(client),
      ),
    // The machine continues from the selection shown, for the product of the moment.
    input: (shown) => ({
      productId: latest.current.productId,
      attributes: shown.attributes,
      item: shown.item,
    }),
    initialView: () => initialView(options),
    view: viewOf,
  });

  // A settled answer that set another item is reported once (the page writes it into varid).
  const reportedItemId = useRef(view.item?.itemId ?? null);
  useEffect(() => {
    const itemId = view.item?.itemId ?? null;
    if (view.state !== 'ready' || itemId === reportedItemId.current) return;
    reportedItemId.current = itemId;
    latest.current.onItemChange?.(view.item);
  }, [view]);

  const select = useCallback(
    (name: string, value: string) => send({ type: 'VARIANT.SELECT', name, value }),
    [send],
  );
  const preselect = useCallback((itemId: string) => send({ type: 'VARIANT.PRESELECT', itemId }), [send]);

  return { view, select, preselect };
}
