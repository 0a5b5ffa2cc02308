// The added-to-cart flyout with the added product's accessories (spec shopping §4), in a chunk of its
// own that CartFlyout loads when an add starts (DESIGN §6 first-load budget).
import {
  type AddedCartPosition,
  type CartFieldsFragment,
  ProductAccessoriesDocument,
} from '@ranzen/sdk-core';
import { useShopQuery } from '@ranzen/sdk-react';
import { AddedToCartFlyout } from '@ranzen/ui';

export interface AddedToCartPanelProps {
  readonly position: AddedCartPosition;
  /** The added position's cart row, once the cart has it. */
  readonly item: CartFieldsFragment['items'][number] | undefined;
  readonly onClose: () => void;
}

export function AddedToCartPanel({ position, item, onClose }: AddedToCartPanelProps) {
  const productId = item?.productId;
  const { data } = useShopQuery(ProductAccessoriesDocument, {
    variables: { productId: productId ?? '' },
    skip: !productId,
  });
  return (
    <AddedToCartFlyout
      position={position}
      prices={
        item
          ? {
              normal: item.pricePerUnit.stringValue,
              lightning: item.pricePerUnitLightning?.stringValue ?? null,
            }
          : null
      }
      accessories={data?.product?.accessories ?? []}
      onClose={onClose}
    />
  );
}
