// The product page's description review (shopping §7 "save product description review"; issue 20 item 8):
// ui's form under the description, sent as the visitor's answer for this product. The answer is counted
// once per visitor, so a visitor without ids gets them first (the storefront server issues them, like
// the buy box's first add).
import { SaveProductDescriptionReviewDocument } from '@ranzen/sdk-core';
import { fetchCartIdsFromServer, useShopClient } from '@ranzen/sdk-react';
import { DescriptionReviewForm, type DescriptionReviewValues } from '@ranzen/ui';
import { formOutcome } from './formOutcome';

export function ProductDescriptionReview({ productId }: { readonly productId: string }) {
  const shopClient = useShopClient();
  const send = async ({ helpful, missing, houseNr }: DescriptionReviewValues) => {
    const [client] = await Promise.all([shopClient.load(), fetchCartIdsFromServer({ renew: false })]);
    const { data } = await client.mutate({
      mutation: SaveProductDescriptionReviewDocument,
      variables: { input: { productId, helpful: helpful === 'yes', missing, houseNr } },
    });
    return formOutcome(data?.saveProductDescriptionReview);
  };
  return <DescriptionReviewForm key={productId} onSend={send} />;
}
