// The payer back from Amazon on /checkout/summary/?amazonCheckoutSessionId=… (spec shopping §2 summary
// query, §4 "Amazon Pay express": sets payment AMAZONPAY and marks shipping validated; §7
// /api/checkout-amazon/). The summary guard lets such an arrival in (sdk-core isAmazonPayReturn); this
// completes the session through the storefront (the cart gets Amazon's address, e-mail and payment; an
// anonymous payer becomes a guest), sends CHECKOUT.EXPRESS_WALLET to the checkout machine and, once the
// machine stored it, loads the summary again as a document: the server then renders it for the new
// session and cart. A refused session goes back to the basket with the message.
import { AMAZON_CHECKOUT_SESSION_PARAM, isMessageKey, type MessageKey, routePath } from '@ranzen/sdk-core';
import { postCheckoutAmazon, useCheckout, useShop, useTranslate } from '@ranzen/sdk-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { documentNavigation, leaveWithMessage } from './accountActions';

const REFUSED: MessageKey = 'vue.checkout.amazonPay.error.session';

/** The session id of an Amazon return in the page's path and query; null otherwise. */
export function amazonSessionOf(url: string): string | null {
  const value = new URL(url, 'http://summary.invalid/').searchParams.get(AMAZON_CHECKOUT_SESSION_PARAM);
  return value ? value : null;
}

export interface AmazonPayReturnProps {
  /** The page's path and query (the checkout step data's url). */
  readonly url: string;
  /** The summary, shown when the page is no Amazon return. */
  readonly children: ReactNode;
}

export function AmazonPayReturn({ url, children }: AmazonPayReturnProps) {
  const t = useTranslate();
  const { messages } = useShop();
  const checkout = useCheckout();
  const sessionId = amazonSessionOf(url);
  const started = useRef(false);
  const [completed, setCompleted] = useState(false);
  const { expressWallet } = checkout;

  useEffect(() => {
    if (!sessionId || started.current) return;
    started.current = true;
    const refuse = (message: string | null) =>
      leaveWithMessage(routePath('basket'), {
        type: 'error',
        message: t(message && isMessageKey(messages, message) ? message : REFUSED),
      });
    postCheckoutAmazon(sessionId)
      .then((result) => {
        if (!result.successfull) {
          refuse(result.errorMessage ?? result.generalErrorMessage);
          return;
        }
        expressWallet();
        setCompleted(true);
      })
      .catch(() => refuse(null));
  }, [sessionId, expressWallet, messages, t]);

  const stored = checkout.view.checkoutState.expressWallet;
  useEffect(() => {
    if (completed && stored) documentNavigation.assign(routePath('checkoutSummary'));
  }, [completed, stored]);

  if (!sessionId) return children;
  return (
    <p role="status" data-state={completed ? 'completed' : 'completing'}>
      {t('vue.checkout.amazonPay.completing')}
    </p>
  );
}
