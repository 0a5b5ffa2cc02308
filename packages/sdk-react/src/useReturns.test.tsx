// @vitest-environment jsdom
// useReturns over the returns machine (spec shopping §3 "Client selection", §4 "Returns": a different hash
// clears the state; §8 "Return submit"): the settled selection is kept in sessionStorage, so a reload of
// the same order's return continues it; a kept value that is not a selection is ignored; a submitted
// return clears it, and the same order can be returned again at once.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RETURNS_STORAGE_KEY } from './returnsStorage';
import { answerByName, answeringLink, type OperationData, returnOrder, ShopTestProvider } from './testing';
import { useReturns } from './useReturns';

const HASH = returnOrder.hash;
const LINE = {
  id: 'line-1',
  lineNo: 1,
  quantity: 1,
  reason: 'DEFECTIVE',
  additionalInfo: '',
  images: [],
  components: [],
} as const;
const OPTION = (code: string) => ({ __typename: 'ReturnOption', code, name: code });

const ANSWERS: Readonly<Record<string, OperationData>> = {
  ReturnRegulations: () => ({ returnRegulations: [OPTION('REFUND')] }),
  ReturnCarriers: () => ({ returnCarriers: [OPTION('dhl')] }),
  SubmitReturnOrder: () => ({
    submitReturnOrder: {
      __typename: 'SubmitReturnResult',
      isError: false,
      errorMsg: null,
      rma: 'R-2',
      labelUrl: null,
    },
  }),
};

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

function renderReturns() {
  const { link } = answeringLink(answerByName(ANSWERS));
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <ShopTestProvider link={link}>{children}</ShopTestProvider>
  );
  return renderHook(() => useReturns(), { wrapper });
}

describe('useReturns', () => {
  it("continues the same order's selection after a reload, and starts afresh for another order", async () => {
    const first = renderReturns();
    act(() => first.result.current.open(HASH));
    await waitFor(() => expect(first.result.current.view.state).toBe('productSelection'));
    act(() => first.result.current.setItems([LINE]));
    act(() => first.result.current.next());
    await waitFor(() => expect(first.result.current.view.state).toBe('regulations'));
    first.unmount();

    const reloaded = renderReturns();
    act(() => reloaded.result.current.open(HASH));
    await waitFor(() => expect(reloaded.result.current.view.state).toBe('regulations'));
    expect(reloaded.result.current.view.context).toMatchObject({ items: [LINE], regulation: 'REFUND' });
    act(() => reloaded.result.current.open('f'.repeat(64)));
    await waitFor(() => expect(reloaded.result.current.view.context.items).toEqual([]));
  });

  it('ignores a kept value that is not a selection', async () => {
    window.sessionStorage.setItem(RETURNS_STORAGE_KEY, JSON.stringify({ value: 'carrier', context: 7 }));
    const { result } = renderReturns();
    act(() => result.current.open(HASH));
    await waitFor(() => expect(result.current.view.state).toBe('productSelection'));
    expect(result.current.view.context.items).toEqual([]);
  });

  it('forgets the selection once the return is submitted, and opens the same order for its next return', async () => {
    const { result } = renderReturns();
    act(() => result.current.open(HASH));
    await waitFor(() => expect(result.current.view.state).toBe('productSelection'));
    act(() => result.current.setItems([LINE]));
    for (const state of ['regulations', 'carrier', 'confirm'] as const) {
      act(() => result.current.next());
      await waitFor(() => expect(result.current.view.state).toBe(state));
    }
    const contact = { salutation: 'ms', firstName: 'E', lastName: 'B', email: 'e@example.org', phone: '' };
    act(() => result.current.submit(contact));
    await waitFor(() => expect(result.current.view.state).toBe('submitted'));
    expect(result.current.view.context.rma).toBe('R-2');
    expect(window.sessionStorage.getItem(RETURNS_STORAGE_KEY)).toBeNull();
    act(() => result.current.open(HASH));
    await waitFor(() => expect(result.current.view.state).toBe('productSelection'));
    expect(result.current.view.context).toMatchObject({ hash: HASH, items: [], rma: null });
  });
});
