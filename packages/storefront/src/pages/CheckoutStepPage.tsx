// The frame of every checkout step's page (spec shopping §2 "/checkout/*" in the checkout layout,
// "Guards and redirects"; §4 "Checkout steps"; §8 "Session expired at checkout"): the step's checkout
// machine (sdk-react CheckoutProvider, started from what the server's guard read) around the checkout
// layout. The machine's navigations go through the app's navigateTo, which loads the checkout steps as
// documents (routes that require a document load: their server guard reads the session a login step
// just started); a message (the guard's warning) travels as a server toast, as the server's own guard
// leaves it, so it needs a document load too.
import type { CheckoutStep, GuardMessage } from '@ranzen/sdk-core';
import { CheckoutProvider, useTranslate } from '@ranzen/sdk-react';
import { type ReactNode, useCallback } from 'react';
import type { CheckoutStepData } from '../data/checkoutLoaders';
import { useNavigateTo } from '../data/navigateTo';
import { leaveWithMessage } from './accountActions';
import { CheckoutLayout } from './CheckoutLayout';

export interface CheckoutStepPageProps {
  readonly data: CheckoutStepData;
  readonly title: string;
  readonly children: ReactNode;
  /** The side column (the cart's totals). */
  readonly summary?: ReactNode;
  /** The summary saves the order comment only when the store enables it. */
  readonly orderCommentEnabled?: boolean;
}

export function CheckoutStepPage({
  data,
  title,
  children,
  summary,
  orderCommentEnabled,
}: CheckoutStepPageProps) {
  const t = useTranslate();
  const navigateTo = useNavigateTo();
  const onNavigate = useCallback(
    (location: string, message?: GuardMessage) => {
      if (message) leaveWithMessage(location, { type: message.type, message: t(message.key) });
      else navigateTo(location);
    },
    [t, navigateTo],
  );
  return (
    <CheckoutProvider
      step={data.step}
      url={data.url}
      facts={data.facts}
      stored={data.stored}
      onNavigate={onNavigate}
      {...(orderCommentEnabled === undefined ? {} : { orderCommentEnabled })}
    >
      <div data-page={`checkout-${data.step satisfies CheckoutStep}`}>
        <CheckoutLayout step={data.step} title={title} {...(summary ? { summary } : {})}>
          {children}
        </CheckoutLayout>
      </div>
    </CheckoutProvider>
  );
}
