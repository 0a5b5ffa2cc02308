// @vitest-environment jsdom
// The return pages as a visitor uses them (spec shopping §2 "Returns entry" and the steps with their guards;
// §3 "Client selection"; §4 "Returns"; §5 "Returns lookup needs order number and postcode (or a hash)"; §8
// "Return submit"): the lookup goes on by the order's hash or shows the one generic message; a step the
// selection does not reach yet goes back to the product selection; a reload keeps the selection; after a
// submit the same tab starts the order's next return. The client router is played by a harness that
// keeps the page mounted and swaps its data, as a client-side navigation does.
import { MESSAGES, RETURN_STEPS, type ReturnStep, routePath, translate } from '@ranzen/sdk-core';
import {
  answerByName,
  answeringLink,
  type OperationData,
  returnOrder,
  ShopTestProvider,
} from '@ranzen/sdk-react/testing';
import { ToastRegion } from '@ranzen/ui';
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type MouseEvent, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NavigateToContext } from '../data/navigateTo';
import { PageDataContext } from '../data/pageData';
import { ReturnsEntryPage } from './ReturnsEntryPage';
import { ReturnsStepPage } from './ReturnsStepPage';

const t = (key: Parameters<typeof translate>[1], values?: Readonly<Record<string, string | number>>) =>
  translate(MESSAGES.de, key, values);
const META = { title: 't', robots: 'noindex,follow' };
const HASH = returnOrder.hash;
const [FIRST_ITEM] = returnOrder.items;
const REFUND = { __typename: 'ReturnOption', code: 'REFUND', name: 'Geld zurück' };
const DHL = { __typename: 'ReturnOption', code: 'dhl', name: 'DHL' };
/** The created return's number (the order's first return is earlierReturn's R1). */
const RMA = `${returnOrder.orderId}-R2`;
/** The machine's chunk loads on first use: slower than a render on a busy machine. */
const LOADED = { timeout: 10_000 };

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

/** The API: the return order by hash (or by order number and postcode), its options, and the submit. */
const ANSWERS: Readonly<Record<string, OperationData>> = {
  ReturnOrder: ({ hash, orderId, zipCode }) => ({
    returnOrder:
      hash === HASH || (orderId === returnOrder.orderId && zipCode === '10115') ? returnOrder : null,
  }),
  ReturnRegulations: () => ({ returnRegulations: [REFUND] }),
  ReturnCarriers: () => ({ returnCarriers: [DHL] }),
  SubmitReturnOrder: () => ({
    submitReturnOrder: {
      __typename: 'SubmitReturnResult',
      isError: false,
      errorMsg: null,
      rma: RMA,
      labelUrl: '/return-labels/2',
    },
  }),
};

const api = () => answeringLink(answerByName(ANSWERS));

const stepOf = (href: string): ReturnStep | undefined =>
  RETURN_STEPS.find((step) => new URL(href, 'http://x').pathname === routePath('returnsStep', { step }));

/** A step page kept mounted while the router swaps its data; every navigation is recorded. */
function StepHarness({ first, visited }: { readonly first: ReturnStep; readonly visited: string[] }) {
  const [step, setStep] = useState(first);
  const navigate = (href: string) => {
    visited.push(href);
    const next = stepOf(href);
    if (next) setStep(next);
  };
  // The client router follows same-origin links client-side as well (client/ClientRouter.tsx).
  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor?.href || anchor.hasAttribute('download')) return;
    event.preventDefault();
    navigate(anchor.getAttribute('href') ?? '');
  };
  return (
    <NavigateToContext.Provider value={navigate}>
      <PageDataContext.Provider value={{ route: 'returnsStep', data: { step, hash: HASH, meta: META } }}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: stands in for the router's document listener */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter is a click too */}
        <div onClick={followLink}>
          <ReturnsStepPage />
        </div>
      </PageDataContext.Provider>
    </NavigateToContext.Provider>
  );
}

function renderStep(first: ReturnStep) {
  const { link, operations } = api();
  const visited: string[] = [];
  const user = userEvent.setup();
  const view = render(
    <ShopTestProvider link={link}>
      <StepHarness first={first} visited={visited} />
    </ShopTestProvider>,
  );
  return { ...view, user, visited, operations };
}

const quantityOf = (name: string) =>
  screen.findByRole('combobox', { name: `${t('vue.returns.item.quantity')}: ${name}` }, LOADED);
const stepHeading = (step: ReturnStep) =>
  screen.findByRole('heading', { level: 2, name: t(`vue.returns.step.${step}`) }, LOADED);

describe('ReturnsEntryPage (§2, §5)', () => {
  function renderEntry() {
    const { link } = api();
    const visited: string[] = [];
    const user = userEvent.setup();
    render(
      <ShopTestProvider link={link}>
        <NavigateToContext.Provider value={(href) => visited.push(href)}>
          <ReturnsEntryPage />
        </NavigateToContext.Provider>
        <ToastRegion />
      </ShopTestProvider>,
    );
    return { user, visited };
  }

  async function lookUp(user: ReturnType<typeof userEvent.setup>, orderNumber: string, postcode: string) {
    await user.type(screen.getByRole('textbox', { name: t('vue.returns.lookup.orderNumber') }), orderNumber);
    await user.type(screen.getByRole('textbox', { name: t('vue.returns.lookup.postcode') }), postcode);
    await user.click(screen.getByRole('button', { name: t('vue.returns.lookup.submit') }));
  }

  it("goes on to the found order's product selection by its hash", async () => {
    const { user, visited } = renderEntry();
    await lookUp(user, ` ${returnOrder.orderId} `, '10115');
    await waitFor(() =>
      expect(visited).toEqual([routePath('returnsStep', { step: 'productselection', order: HASH })]),
    );
  });

  it('shows the one generic message for a miss and stays', async () => {
    const { user, visited } = renderEntry();
    await lookUp(user, returnOrder.orderId, '99999');
    expect(await screen.findByText(t('vue.returns.error.notFound'))).toBeVisible();
    expect(visited).toEqual([]);
  });
});

describe('ReturnsStepPage (§2 step guards, §3 "Client selection", §8)', () => {
  it('sends a step the selection does not reach yet back to the product selection', async () => {
    const { visited } = renderStep('carrier');
    await stepHeading('productselection');
    expect(visited).toEqual([routePath('returnsStep', { step: 'productselection', order: HASH })]);
  });

  it('keeps the selection over a reload', async () => {
    const first = renderStep('productselection');
    await first.user.selectOptions(await quantityOf(FIRST_ITEM?.name ?? ''), '2');
    first.unmount();
    renderStep('productselection');
    await waitFor(async () => expect(await quantityOf(FIRST_ITEM?.name ?? '')).toHaveValue('2'));
  });

  it("walks to the receipt, then starts the same order's next return in the same tab", async () => {
    const { user, operations } = renderStep('productselection');
    await user.selectOptions(await quantityOf(FIRST_ITEM?.name ?? ''), '1');
    await user.click(screen.getByRole('button', { name: t('vue.returns.next') }));
    await stepHeading('regulations');
    expect(screen.getByRole('radio', { name: REFUND.name })).toBeChecked();
    await user.click(screen.getByRole('button', { name: t('vue.returns.next') }));
    await stepHeading('carrier');
    await user.click(screen.getByRole('button', { name: t('vue.returns.next') }));
    await stepHeading('confirm');
    await user.selectOptions(screen.getByRole('combobox', { name: t('vue.address.salutation') }), 'ms');
    await user.type(screen.getByRole('textbox', { name: t('vue.address.firstname') }), 'Erika');
    await user.type(screen.getByRole('textbox', { name: t('vue.address.lastname') }), 'Beispiel');
    await user.type(
      screen.getByRole('combobox', { name: t('vue.returns.contact.email') }),
      'erika@example.org',
    );
    await user.click(screen.getByRole('button', { name: t('vue.returns.submit') }));
    expect(await screen.findByRole('status', {}, LOADED)).toHaveTextContent(RMA);
    expect(operations.filter((call) => call.operationName === 'SubmitReturnOrder')).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: t('vue.returns.another') }));
    await stepHeading('productselection');
    expect(await quantityOf(FIRST_ITEM?.name ?? '')).toHaveValue('0');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
