// useLightningReservation (spec shopping §4 "Lightning deals"): the machine runs only while the cart
// holds deal units, counts down from the reservation the page has, rests when the reservation ends,
// starts afresh for another cart, and shows a refused extension as a toast.
import { type LightningReservationState, MESSAGES, STORES } from '@ranzen/sdk-core';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const mutate = vi.fn();
const query = vi.fn();
// One client for the page, as ApolloProvider gives it (a new client would start a new machine).
const client = { mutate, query, writeQuery: vi.fn() };
vi.mock('@apollo/client/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@apollo/client/react')>()),
  useApolloClient: () => client,
}));

import { ShopProvider } from './ShopProvider';
import { ToastProvider, useToasts } from './ToastProvider';
import { useLightningReservation } from './useLightningReservation';

function reservation(endsInMs: number): LightningReservationState {
  return {
    hasLightningDealReservation: true,
    isLightningDealReservationExpired: false,
    lightningDealReservationTimestampEnd: Date.now() + endsInMs,
    extended: false,
  };
}

const NONE: LightningReservationState = {
  hasLightningDealReservation: false,
  isLightningDealReservationExpired: false,
  lightningDealReservationTimestampEnd: null,
  extended: false,
};

function wrapper({ children }: { readonly children: ReactNode }) {
  return (
    <ShopProvider store={STORES.de} messages={MESSAGES.de}>
      <ToastProvider>{children}</ToastProvider>
    </ShopProvider>
  );
}

interface Props {
  readonly cartId: string;
  readonly current: LightningReservationState | null;
}

function renderReservation(initial: LightningReservationState | null) {
  return renderHook(
    ({ cartId, current }: Props) => ({
      lightning: useLightningReservation(cartId, current),
      toasts: useToasts().toasts,
    }),
    { wrapper, initialProps: { cartId: 'c1', current: initial } },
  );
}

const refused = {
  data: {
    extendLightningReservation: { successful: false, errorMessage: 'Nicht verlängerbar', reservation: null },
  },
};

describe('useLightningReservation', () => {
  afterEach(() => {
    cleanup();
    mutate.mockReset();
    query.mockReset();
  });

  it('stays idle without deal units and loads nothing', async () => {
    const { result } = renderReservation(NONE);
    await act(async () => undefined);
    expect(result.current.lightning.state).toBe('none');
    expect(query).not.toHaveBeenCalled();
  });

  it('counts down a running reservation and rests once the cart holds no deal units', async () => {
    const { result, rerender } = renderReservation(reservation(60_000));
    await waitFor(() => expect(result.current.lightning.state).toBe('counting'));
    expect(result.current.lightning.remainingMs).toBeGreaterThan(58_000);
    expect(query).not.toHaveBeenCalled();

    rerender({ cartId: 'c1', current: NONE });
    expect(result.current.lightning.state).toBe('none');
  });

  it("shows the server's message as a toast when the extension is refused", async () => {
    mutate.mockResolvedValue(refused);
    const { result } = renderReservation(reservation(60_000));
    await waitFor(() => expect(result.current.lightning.state).toBe('counting'));
    act(() => result.current.lightning.extend());
    await waitFor(() =>
      expect(result.current.toasts.map((toast) => toast.message)).toEqual(['Nicht verlängerbar']),
    );
  });

  it('starts a new machine for a new cart (another tab took over)', async () => {
    mutate.mockResolvedValue(refused);
    const running = reservation(60_000);
    const { result, rerender } = renderReservation(running);
    await waitFor(() => expect(result.current.lightning.state).toBe('counting'));
    rerender({ cartId: 'c2', current: running });
    await waitFor(() => expect(result.current.lightning.state).toBe('counting'));
    act(() => result.current.lightning.extend());
    await waitFor(() => expect(mutate).toHaveBeenCalledOnce());
    expect(mutate.mock.calls[0]?.[0]).toMatchObject({ variables: { cartId: 'c2' } });
  });
});
