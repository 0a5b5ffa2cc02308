// Variant selection as the product page sees it (spec storefront §2.1 varid, §4 "Product variants"):
// a view of the variant-selection machine (sdk-core) and the shopper's actions. Until the first choice
// the view is the server-rendered selection, so the page renders and hydrates without XState; the
// machine and XState load by dynamic import() on the first choice (DESIGN §6 first-load budget).
// One hook instance serves one product: the page keys it by product id.
import { useApolloClient } from '@apollo/client/react';
import { configuredItem, type VariantSelectionAttribute, type VariantSelectionItem } from '@ranzen/sdk-core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { VariantSelectionActor } from './variantSelectionActor';

export type VariantSelectionState = 'ready' | 'loading';

export interface VariantSelectionView {
  readonly state: VariantSelectionState;
  readonly attributes: readonly VariantSelectionAttribute[];
  /** Spec §4: no attributes, or every attribute has a selected value. */
  readonly configured: boolean;
  /** The chosen item; null while the selection is incomplete or does not exist. */
  readonly item: VariantSelectionItem | null;
  /** Changes with every new variant: a gallery keyed by it returns to its first slide (spec §4). */
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

/** The server's selection, read with the machine's own rule (spec §4: no item unless configured). */
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

type Snapshot = ReturnType<VariantSelectionActor['getSnapshot']>;

function viewOf(snapshot: Snapshot): VariantSelectionView {
  const { context } = snapshot;
  return {
    state: snapshot.matches('loading') ? 'loading' : 'ready',
    attributes: context.attributes,
    configured: context.configured,
    item: context.item,
    galleryKey: context.galleryKey,
    failed: context.failed,
  };
}

export function useVariantSelection(options: UseVariantSelectionOptions): UseVariantSelectionResult {
  const client = useApolloClient();
  const [view, setView] = useState<VariantSelectionView>(() => initialView(options));
  const latest = useRef({ options, view });
  latest.current = { options, view };
  const actorRef = useRef<VariantSelectionActor | null>(null);
  const loading = useRef<Promise<VariantSelectionActor> | null>(null);

  const ensureActor = useCallback((): Promise<VariantSelectionActor> => {
    if (!loading.current) {
      loading.current = import('./variantSelectionActor').then(({ startVariantSelectionActor }) => {
        const { options: current, view: shown } = latest.current;
        const actor = startVariantSelectionActor(client, {
          productId: current.productId,
          attributes: shown.attributes,
          item: shown.item,
        });
        let lastItemId = shown.item?.itemId ?? null;
        actor.subscribe((snapshot) => {
          const next = viewOf(snapshot);
          setView(next);
          const itemId = next.item?.itemId ?? null;
          if (snapshot.matches('ready') && itemId !== lastItemId) {
            lastItemId = itemId;
            latest.current.options.onItemChange?.(next.item);
          }
        });
        actorRef.current = actor;
        return actor;
      });
      // A failed chunk load may succeed on the next choice.
      loading.current.catch(() => {
        loading.current = null;
      });
    }
    return loading.current;
  }, [client]);

  const select = useCallback(
    (name: string, value: string) => {
      void ensureActor().then((actor) => actor.send({ type: 'VARIANT.SELECT', name, value }));
    },
    [ensureActor],
  );

  const preselect = useCallback(
    (itemId: string) => {
      void ensureActor().then((actor) => actor.send({ type: 'VARIANT.PRESELECT', itemId }));
    },
    [ensureActor],
  );

  useEffect(
    () => () => {
      actorRef.current?.stop();
      actorRef.current = null;
      loading.current = null;
    },
    [],
  );

  return { view, select, preselect };
}
