// The return pages' loaders (spec shopping §2 "Returns entry /myaccount/returns" and its steps with their
// guards and the return switches; §5 "Returns lookup needs order number and postcode (or a hash)"; §6
// "Returns by hash need no login; the returns entry page is for users who are not logged in").
import {
  MESSAGES,
  PARAMETER_ON_VALUE,
  RETURN_PARAMETERS,
  routePath,
  SESSION_COOKIE,
  STORES,
} from '@ranzen/sdk-core';
import {
  answerByName,
  answeringLink,
  createTestClient,
  type OperationData,
  returnOrder,
} from '@ranzen/sdk-react/testing';
import { describe, expect, it } from 'vitest';
import { isRouteAnswer } from './loaderErrors';
import { loadReturns, loadReturnsStep } from './returnsLoaders';
import type { RouteDeps } from './routeDeps';

const store = STORES.de;
const HASH = returnOrder.hash;

interface Switches {
  readonly activation: boolean;
  readonly returnSwitch: boolean;
}

function parameterRow(entry: string, on: boolean) {
  return {
    __typename: 'GlobalParameter',
    name: RETURN_PARAMETERS.activation.name,
    entry,
    value: on ? PARAMETER_ON_VALUE : 'false',
  };
}

/** The API: the return switches as given, and a return order only for a known hash (§5). */
function answersFor({ activation, returnSwitch }: Switches): Readonly<Record<string, OperationData>> {
  const globalParameters: OperationData = () => ({
    globalParameters: [
      parameterRow(RETURN_PARAMETERS.activation.entry, activation),
      parameterRow(RETURN_PARAMETERS.returnSwitch.entry, returnSwitch),
    ],
  });
  const returnOrderByHash: OperationData = ({ hash }) => ({
    returnOrder: hash === HASH ? returnOrder : null,
  });
  return { GlobalParameters: globalParameters, ReturnOrder: returnOrderByHash };
}

function deps(switches: Switches, cookies: Record<string, string> = {}): RouteDeps {
  const { link } = answeringLink(answerByName(answersFor(switches)));
  return {
    client: createTestClient({ link }),
    store,
    messages: MESSAGES[store.messages],
    cartId: null,
    readCookies: () => cookies,
  };
}

const ON: Switches = { activation: true, returnSwitch: true };
const LOGGED_IN = { [SESSION_COOKIE]: '1' };
const url = (path: string) => new URL(path, 'http://localhost');

/** The route answer (404, redirect) a loader threw, or the data it loaded. */
const outcomeOf = (loading: Promise<unknown>) =>
  loading.then(
    (data) => ({ kind: 'data', data }),
    (error: unknown) => (isRouteAnswer(error) ? error.outcome : error),
  );

const redirect = (location: string) => ({ kind: 'redirect', status: 302, location });

describe('loadReturns: the entry (§2, §6)', () => {
  it('shows the lookup to a visitor without a login, not indexed', async () => {
    const outcome = await outcomeOf(loadReturns(deps(ON), url(routePath('returns'))));
    expect(outcome).toMatchObject({ kind: 'data', data: { meta: { robots: 'noindex,follow' } } });
  });

  it('sends an order link (?order=<hash>) on to its product selection, logged in or not', async () => {
    const expected = redirect(routePath('returnsStep', { step: 'productselection', order: HASH }));
    const withHash = url(routePath('returns', { order: HASH }));
    expect(await outcomeOf(loadReturns(deps(ON), withHash))).toEqual(expected);
    expect(await outcomeOf(loadReturns(deps(ON, LOGGED_IN), withHash))).toEqual(expected);
  });

  it('sends a logged-in customer without an order link to their orders', async () => {
    const outcome = await outcomeOf(loadReturns(deps(ON, LOGGED_IN), url(routePath('returns'))));
    expect(outcome).toEqual(redirect(routePath('orders')));
  });

  it('is a 404 while the return activation or the return switch is off', async () => {
    for (const switches of [
      { activation: false, returnSwitch: true },
      { activation: true, returnSwitch: false },
    ]) {
      const outcome = await outcomeOf(loadReturns(deps(switches), url(routePath('returns'))));
      expect(outcome, JSON.stringify(switches)).toMatchObject({ kind: 'error', status: 404 });
    }
  });
});

describe('loadReturnsStep: the steps (§2 guards, §5)', () => {
  it("opens a step with the order's hash", async () => {
    const path = routePath('returnsStep', { step: 'carrier', order: HASH });
    const outcome = await outcomeOf(loadReturnsStep(deps(ON), 'carrier', url(path)));
    expect(outcome).toMatchObject({ kind: 'data', data: { step: 'carrier', hash: HASH } });
  });

  it('sends a step without a hash, or with an unknown one, back to the entry', async () => {
    const entry = redirect(routePath('returns'));
    const bare = url(routePath('returnsStep', { step: 'productselection' }));
    expect(await outcomeOf(loadReturnsStep(deps(ON), 'productselection', bare))).toEqual(entry);
    const unknown = url(routePath('returnsStep', { step: 'productselection', order: 'f'.repeat(64) }));
    expect(await outcomeOf(loadReturnsStep(deps(ON), 'productselection', unknown))).toEqual(entry);
  });

  it('is a 404 while the return activation is off; the return switch closes only the entry', async () => {
    const path = url(routePath('returnsStep', { step: 'productselection', order: HASH }));
    const off = await outcomeOf(
      loadReturnsStep(deps({ activation: false, returnSwitch: true }), 'productselection', path),
    );
    expect(off).toMatchObject({ kind: 'error', status: 404 });
    const switchOff = await outcomeOf(
      loadReturnsStep(deps({ activation: true, returnSwitch: false }), 'productselection', path),
    );
    expect(switchOff).toMatchObject({ kind: 'data' });
  });
});
