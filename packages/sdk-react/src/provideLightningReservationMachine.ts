// The lightning-reservation machine wired to the Apollo client; reached only through the dynamic
// import() in useLightningReservation, so pages without deal units never load it (DESIGN §6).
import type { ApolloClient } from '@apollo/client';
import {
  CartDocument,
  ExtendLightningReservationDocument,
  LightningDealReservationDocument,
  type LightningExtendOutput,
  type LightningRefreshOutput,
  type LightningReservationState,
  lightningReservationMachine,
  RefreshLightningReservationDocument,
} from '@ranzen/sdk-core';
import { fromPromise } from 'xstate';

/** The lightning-reservation machine with its calls on the Apollo client. */
export function provideLightningReservationMachine(client: ApolloClient) {
  return lightningReservationMachine.provide({
    actors: {
      loadReservation: fromPromise<LightningReservationState | null, { cartId: string }>(
        async ({ input }) => {
          const { data } = await client.query({
            query: LightningDealReservationDocument,
            variables: { cartId: input.cartId },
            fetchPolicy: 'network-only',
          });
          return data?.lightningDealReservation ?? null;
        },
      ),
      extendReservation: fromPromise<LightningExtendOutput, { cartId: string }>(async ({ input }) => {
        const { data } = await client.mutate({
          mutation: ExtendLightningReservationDocument,
          variables: { cartId: input.cartId },
        });
        const result = data?.extendLightningReservation;
        if (!result) throw new Error('extendLightningReservation: no data');
        return {
          successful: result.successful,
          errorMessage: result.errorMessage ?? null,
          reservation: result.reservation ?? null,
        };
      }),
      refreshReservation: fromPromise<LightningRefreshOutput, { cartId: string }>(async ({ input }) => {
        const { data } = await client.mutate({
          mutation: RefreshLightningReservationDocument,
          variables: { cartId: input.cartId },
        });
        const result = data?.refreshLightningReservation;
        if (!result) throw new Error('refreshLightningReservation: no data');
        // The refreshed cart (deal units moved to the normal price) replaces the shown one.
        if (result.cart)
          client.writeQuery({
            query: CartDocument,
            variables: { cartId: input.cartId },
            data: { cart: result.cart },
          });
        return {
          successful: result.successful,
          isAnyDealNoLongerValid: result.isAnyDealNoLongerValid,
          areQuantitiesReduced: result.areQuantitiesReduced,
          changedItemIds: result.changedItemIds,
          errorMessage: result.errorMessage ?? null,
          reservation: result.cart?.lightningReservation ?? null,
        };
      }),
    },
  });
}
