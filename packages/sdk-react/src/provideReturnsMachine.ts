// The returns machine wired to the Apollo client (spec shopping §7 "available return regulations",
// "available return carriers", "submit return order"; §8 "Return submit: isError and errorMsg"). Reached
// only through the dynamic import() in useReturns, so XState and the machine load with the return pages'
// first use, not with a page (DESIGN §6). A refusal becomes the thrown message key the machine emits.
import type { ApolloClient } from '@apollo/client';
import {
  ReturnCarriersDocument,
  type ReturnCarriersInput,
  type ReturnItemsInput,
  type ReturnOption,
  ReturnRegulationsDocument,
  type ReturnSelection,
  returnsMachine,
  type SelectedReturnItem,
  SubmitReturnOrderDocument,
  type SubmitReturnOutput,
} from '@ranzen/sdk-core';
import { fromPromise } from 'xstate';

/** A selected line as the API takes it (ReturnItemInput). */
function itemInput(item: SelectedReturnItem) {
  return {
    id: item.id,
    lineNo: item.lineNo,
    quantity: item.quantity,
    reason: item.reason,
    additionalInfo: item.additionalInfo,
    images: [...item.images],
    components: [...item.components],
  };
}

/** The regulations, the carriers and the submit of the returns flow through the shop API. */
export function provideReturnsMachine(client: ApolloClient) {
  return returnsMachine.provide({
    actors: {
      returnRegulations: fromPromise<readonly ReturnOption[], ReturnItemsInput>(async ({ input }) => {
        const { data } = await client.query({
          query: ReturnRegulationsDocument,
          variables: { hash: input.hash, items: input.items.map(itemInput) },
          fetchPolicy: 'no-cache',
        });
        return data?.returnRegulations ?? [];
      }),
      returnCarriers: fromPromise<readonly ReturnOption[], ReturnCarriersInput>(async ({ input }) => {
        const { data } = await client.query({
          query: ReturnCarriersDocument,
          variables: { hash: input.hash, items: input.items.map(itemInput), regulation: input.regulation },
          fetchPolicy: 'no-cache',
        });
        return data?.returnCarriers ?? [];
      }),
      submitReturn: fromPromise<SubmitReturnOutput, ReturnSelection>(async ({ input }) => {
        if (!input.contact) throw new Error('vue.returns.error.contact');
        const { data } = await client.mutate({
          mutation: SubmitReturnOrderDocument,
          variables: {
            input: {
              hash: input.hash,
              items: input.items.map(itemInput),
              regulation: input.regulation,
              carrier: input.carrier,
              labelsCount: input.labelsCount,
              contact: input.contact,
            },
          },
        });
        const result = data?.submitReturnOrder;
        if (!result || result.isError || !result.rma) {
          throw new Error(result?.errorMsg ?? 'vue.form.error.general');
        }
        return { rma: result.rma, labelUrl: result.labelUrl ?? null };
      }),
    },
  });
}
