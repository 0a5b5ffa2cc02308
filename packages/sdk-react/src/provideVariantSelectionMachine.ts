// The variant-selection machine wired to the Apollo client (spec storefront §4 "Product variants", §7
// "variant info"). Reached only through the dynamic import() in useVariantSelection, so XState stays out
// of the product page's first-load bundle until the shopper first chooses a variant (DESIGN §6).
import type { ApolloClient } from '@apollo/client';
import {
  type LoadVariantInfoInput,
  VariantInfoDocument,
  type VariantInfoResult,
  variantSelectionMachine,
} from '@ranzen/sdk-core';
import { fromPromise } from 'xstate';

/** ProductId, selectedVariants and the optional itemId; variantAttributes, bestItem. */
export async function loadVariantInfo(
  client: ApolloClient,
  { productId, selectedVariants, itemId }: LoadVariantInfoInput,
): Promise<VariantInfoResult> {
  const { data } = await client.query({
    query: VariantInfoDocument,
    variables: { productId, selectedVariants: [...selectedVariants], itemId: itemId ?? null },
  });
  const info = data?.variantInfo;
  if (!info) throw new Error(`variantInfo: no data for product ${productId}`);
  return info;
}

/** The variant-selection machine with its variant-info lookup on the Apollo client. */
export function provideVariantSelectionMachine(client: ApolloClient) {
  return variantSelectionMachine.provide({
    actors: {
      loadVariantInfo: fromPromise<VariantInfoResult, LoadVariantInfoInput>(({ input: request }) =>
        loadVariantInfo(client, request),
      ),
    },
  });
}
