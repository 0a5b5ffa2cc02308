// The returns flow as its pages see it (spec shopping §2 returns steps, §3 "Client selection", §4 "Returns",
// §8 "Return submit"): a view of sdk-core's returns machine and the customer's actions. The machine loads by
// dynamic import() when the page opens the order's hash (useLazyMachine; DESIGN §6). Its settled state is
// kept in sessionStorage, so a reload continues the same selection; opening another hash clears it (the
// machine's rule), and so does a submitted return. A refusal's message key is the view's `error` until the
// next action.
import { useApolloClient } from '@apollo/client/react';
import type {
  ReturnContact,
  ReturnsContext,
  ReturnsFlowState,
  returnsMachine,
  SelectedReturnItem,
} from '@ranzen/sdk-core';
import { sessionStorageOf } from '@ranzen/sdk-core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { ReturnImageUpload } from './fileUpload';
import { GRAPHQL_ENDPOINT } from './RanzenProvider';
import {
  clearSavedReturns,
  isSettledReturnsState,
  readSavedReturns,
  writeSavedReturns,
} from './returnsStorage';
import { useLazyMachine } from './useLazyMachine';

export interface ReturnsView {
  /** The machine's finite state (the page's data-state); 'closed' until the order is opened. */
  readonly state: ReturnsFlowState;
  readonly context: ReturnsContext;
}

const CLOSED: ReturnsView = {
  state: 'closed',
  context: {
    hash: null,
    items: [],
    regulations: [],
    regulation: null,
    carriers: [],
    carrier: null,
    labelsCount: 0,
    contact: null,
    rma: null,
    labelUrl: null,
  },
};

function viewOf(snapshot: SnapshotFrom<typeof returnsMachine>): ReturnsView {
  return { state: snapshot.value, context: snapshot.context };
}

function sessionStore(): Storage | null {
  return typeof window === 'undefined' ? null : sessionStorageOf(window);
}

export interface UseReturnsResult {
  readonly view: ReturnsView;
  /** The message key (or server text) of the last refusal; null after the next action. */
  readonly error: string | null;
  /** Opens the return order of `hash` (continues a kept selection of the same hash). */
  readonly open: (hash: string) => void;
  readonly setItems: (items: readonly SelectedReturnItem[]) => void;
  readonly selectRegulation: (code: string) => void;
  readonly selectCarrier: (code: string) => void;
  readonly setLabels: (count: number) => void;
  readonly next: () => void;
  readonly back: () => void;
  /** Sends the return with the contact to reach the customer. */
  readonly submit: (contact: ReturnContact) => void;
  /** Uploads a photo for a returned line; the answer's id goes into the line's images. */
  readonly uploadImage: (file: File) => Promise<ReturnImageUpload>;
}

/**
 * The return pages' flow: productselection, regulations, carrier and confirm over one return order.
 *
 * @example
 * ```tsx
 * const { view, error, open, setItems, next } = useReturns();
 * useEffect(() => open(hash), [open, hash]);
 * setItems([{ id, lineNo, quantity: 1, reason: 'DEFECTIVE', additionalInfo: '', images: [], components: [] }]);
 * next();
 * ```
 */
export function useReturns(): UseReturnsResult {
  const client = useApolloClient();
  const [error, setError] = useState<string | null>(null);
  const { view, send } = useLazyMachine({
    load: () =>
      import('./provideReturnsMachine').then(({ provideReturnsMachine }) => provideReturnsMachine(client)),
    input: () => undefined,
    restore: (machine) => {
      const storage = sessionStore();
      const saved = storage ? readSavedReturns(storage) : undefined;
      return saved ? machine.resolveState(saved) : undefined;
    },
    initialView: () => CLOSED,
    view: viewOf,
    onEmitted: (event) => {
      if (event.type === 'RETURNS.ERROR') setError(event.message);
      else {
        const storage = sessionStore();
        if (storage) clearSavedReturns(storage);
      }
    },
  });

  useEffect(() => {
    const storage = sessionStore();
    if (storage && isSettledReturnsState(view.state)) {
      writeSavedReturns(storage, { value: view.state, context: view.context });
    }
  }, [view]);

  const act = useCallback(
    (event: Parameters<typeof send>[0]) => {
      setError(null);
      send(event);
    },
    [send],
  );

  const open = useCallback((hash: string) => send({ type: 'RETURNS.OPEN', hash }), [send]);

  return useMemo(
    () => ({
      view,
      error,
      open,
      setItems: (items: readonly SelectedReturnItem[]) => act({ type: 'RETURNS.SET_ITEMS', items }),
      selectRegulation: (code: string) => act({ type: 'RETURNS.SELECT_REGULATION', code }),
      selectCarrier: (code: string) => act({ type: 'RETURNS.SELECT_CARRIER', code }),
      setLabels: (count: number) => act({ type: 'RETURNS.SET_LABELS', count }),
      next: () => act({ type: 'RETURNS.CONTINUE' }),
      back: () => act({ type: 'RETURNS.BACK' }),
      submit: (contact: ReturnContact) => {
        act({ type: 'RETURNS.SET_CONTACT', contact });
        act({ type: 'RETURNS.SUBMIT' });
      },
      uploadImage: async (file: File) =>
        (await import('./fileUpload')).uploadReturnImage(client, GRAPHQL_ENDPOINT, file),
    }),
    [view, error, open, act, client],
  );
}
