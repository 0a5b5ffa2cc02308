// The add-to-cart success flyout on every page (spec shopping §4): opened by the cart machine after a
// successful add that did not suppress it; accessories of the added product are asked for only then.
import { skipToken, useQuery } from '@apollo/client/react';
import { ProductAccessoriesDocument } from '@ranzen/sdk-core';
import { useCart } from '@ranzen/sdk-react';
import { AddedToCartFlyout } from '@ranzen/ui';

export function CartFlyout() {
  const { flyoutOpen, lastAdded, closeFlyout, cart } = useCart();
  const item = lastAdded ? cart?.items.find((position) => position.itemId === lastAdded.itemId) : undefined;
  const productId = flyoutOpen ? item?.productId : undefined;
  const { data } = useQuery(ProductAccessoriesDocument, productId ? { variables: { productId } } : skipToken);
  if (!flyoutOpen || !lastAdded) return null;
  return (
    <AddedToCartFlyout
      position={lastAdded}
      prices={
        item
          ? {
              normal: item.pricePerUnit.stringValue,
              lightning: item.pricePerUnitLightning?.stringValue ?? null,
            }
          : null
      }
      accessories={data?.product?.accessories ?? []}
      onClose={closeFlyout}
    />
  );
}
