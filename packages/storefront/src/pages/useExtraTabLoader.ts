// Extra tab contents, loaded when a tab is first opened (spec storefront §3.4 "extra tabs", §7 "extra
// tab contents").
import { ProductExtraTabDocument } from '@ranzen/sdk-core';
import { useShopClient } from '@ranzen/sdk-react';
import { useCallback } from 'react';

export function useExtraTabLoader(productId: string): (tabId: string) => Promise<string | null> {
  const shopClient = useShopClient();
  return useCallback(
    async (tabId: string) => {
      const client = await shopClient.load();
      const { data } = await client.query({
        query: ProductExtraTabDocument,
        variables: { productId, tabId },
      });
      return data?.productExtraTab?.content ?? null;
    },
    [shopClient, productId],
  );
}
