// The add-to-cart success flyout on every page (spec shopping §4): opened by the cart machine after a
// successful add that did not suppress it; accessories of the added product are asked for only then.
// Its code is not first-load code (DESIGN §6): it starts loading when an add starts, so it is there
// when the add succeeds.
import { useCart } from '@ranzen/sdk-react';
import { lazy, Suspense, useEffect } from 'react';
import { FlyoutPending } from './FlyoutPending';

const loadPanel = () => import('./AddedToCartPanel');
const AddedToCartPanel = lazy(() => loadPanel().then((module) => ({ default: module.AddedToCartPanel })));

export function CartFlyout() {
  const { state, lastAdded, closeFlyout, cart } = useCart();
  useEffect(() => {
    if (state.add === 'adding') void loadPanel().catch(() => undefined);
  }, [state.add]);
  if (state.flyout !== 'open' || !lastAdded) return null;
  return (
    <Suspense fallback={<FlyoutPending floating />}>
      <AddedToCartPanel
        position={lastAdded}
        item={cart?.items.find((position) => position.itemId === lastAdded.itemId)}
        onClose={closeFlyout}
      />
    </Suspense>
  );
}
