// Extra tab contents, loaded when a tab is first opened (spec storefront §3.4 "extra tabs", §7 "extra
// tab contents").
import { useApolloClient } from '@apollo/client/react';
import { ProductExtraTabDocument } from '@ranzen/sdk-core';
import { useCallback } from 'react';

export function useExtraTabLoader(productId: string): (tabId: string) => Promise<string | null> {
  const client = useApolloClient();
  return useCallback(
    async (tabId: string) => {
      const { data } = await client.query({
        query: ProductExtraTabDocument,
        variables: { productId, tabId },
      });
      return data?.productExtraTab?.content ?? null;
    },
    [client, productId],
  );
}
