// Amazon Pay express as the basket uses it (spec shopping §4 "Amazon Pay express"; sdk-core
// rules/amazonPayExpress.ts decides on the API, which answers the cart's amazonPayExpress). `start` asks
// the API for Amazon's page and goes there; `reset` aborts through the storefront's /api/abort-amazon/
// (which also removes the stored checkout state) and reads the cart again. Failures become error toasts.
import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import {
  AmazonPayExpressDocument,
  type AmazonPayExpressFieldsFragment,
  CartDocument,
  errorText,
  isMessageKey,
  StartAmazonCheckoutDocument,
} from '@ranzen/sdk-core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { postAbortAmazon } from './checkoutActions';
import { useShop, useTranslate } from './ShopProvider';
import { refetchShopQueries } from './shopClient';
import { useToasts } from './ToastProvider';

export type AmazonPayActivity = 'idle' | 'starting' | 'resetting';

export interface UseAmazonPayExpressResult {
  /** The cart's Amazon Pay express state; null while it loads (or without a cart). */
  readonly express: AmazonPayExpressFieldsFragment | null;
  readonly activity: AmazonPayActivity;
  /** Starts express: the browser goes to Amazon's page. */
  readonly start: () => void;
  /** Resets Amazon Pay in the cart; answers whether it was reset (a refusal is an error toast). */
  readonly reset: () => Promise<boolean>;
}

const TOAST_ID = 'amazon-pay-error';

/**
 * What blocks express changes with the cart's items: the key `useAmazonPayExpress` reads again on.
 *
 * @example
 * ```ts
 * amazonPayContentKey([{ itemId: 'i-1', quantity: 2 }, { itemId: 'i-2', quantity: 1 }]); // 'i-1:2,i-2:1'
 * ```
 */
export function amazonPayContentKey(
  items: readonly { readonly itemId: string; readonly quantity: number }[],
): string {
  return items.map((item) => `${item.itemId}:${item.quantity}`).join();
}

/**
 * `cartId` is the visitor's cart; `contentKey` (amazonPayContentKey) changes with the cart's items (what
 * blocks express), so the state is read again after every change of the cart.
 *
 * @example
 * ```tsx
 * const { express, activity, start, reset } = useAmazonPayExpress(cartId, amazonPayContentKey(cart.items));
 * ```
 */
export function useAmazonPayExpress(
  cartId: string | null,
  contentKey: string,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): UseAmazonPayExpressResult {
  const client = useApolloClient();
  const { messages } = useShop();
  const t = useTranslate();
  const { addToast } = useToasts();
  const [activity, setActivity] = useState<AmazonPayActivity>('idle');
  const { data, refetch } = useQuery(
    AmazonPayExpressDocument,
    cartId ? { variables: { cartId }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  // The query fetched on mount; a later change of the cart's items asks again.
  const seen = useRef(contentKey);
  useEffect(() => {
    if (seen.current === contentKey) return;
    seen.current = contentKey;
    if (cartId) void refetch();
  }, [cartId, contentKey, refetch]);

  const fail = useCallback(
    (message: string) => {
      setActivity('idle');
      addToast({
        id: TOAST_ID,
        type: 'error',
        message: isMessageKey(messages, message) ? t(message) : message,
      });
    },
    [addToast, messages, t],
  );

  const start = useCallback(() => {
    if (!cartId) return;
    setActivity('starting');
    client
      .mutate({ mutation: StartAmazonCheckoutDocument, variables: { cartId } })
      .then(({ data: answer }) => {
        const started = answer?.startAmazonCheckout;
        if (started?.successful && started.redirectUrl) navigate(started.redirectUrl);
        else fail(started?.errorMessage ?? 'vue.checkout.amazonPay.error.unavailable');
      })
      .catch((error: unknown) => fail(errorText(error)));
  }, [cartId, client, fail, navigate]);

  const reset = useCallback(async () => {
    setActivity('resetting');
    try {
      const result = await postAbortAmazon();
      if (!result.successfull) {
        fail(result.errorMessage ?? 'vue.checkout.amazonPay.error.session');
        return false;
      }
      await refetchShopQueries(client, [AmazonPayExpressDocument, CartDocument]);
      setActivity('idle');
      return true;
    } catch (error) {
      fail(errorText(error));
      return false;
    }
  }, [client, fail]);

  return { express: data?.cart?.amazonPayExpress ?? null, activity, start, reset };
}
