// The return pages (spec shopping §2 "Returns entry /myaccount/returns", its steps and their guards; §5
// "Returns lookup needs order number and postcode (or a hash)"; §6 "Returns by hash need no login; the
// returns entry page is for users who are not logged in"). Every return page is 404 while the global
// return activation switch is off, the entry page also while the return switch is off. The entry sends an
// order link (`?order=<hash>`) straight on to the product selection, and a logged-in customer without one
// to their orders. A step needs a known order hash, else it goes back to the entry; the step's selection
// lives in the browser (the returns machine, sdk-react useReturns), so its own guard runs on the page.
import {
  areReturnPagesOn,
  GlobalParametersDocument,
  RETURN_PARAMETERS,
  RETURNS_ORDER_PARAM,
  ReturnOrderDocument,
  type ReturnPage,
  type ReturnStep,
  robotsFor,
  routePath,
  sessionKind,
  translate,
} from '@ranzen/sdk-core';
import { loadOrFail, notFound, redirectTo } from './loaderErrors';
import type { WithMeta } from './pageMeta';
import { pageTitle } from './pageTitle';
import type { RouteDeps } from './routeDeps';

export interface ReturnsStepData extends WithMeta {
  readonly step: ReturnStep;
  /** The order's access hash: the key to its return order (read from the Apollo cache by the page). */
  readonly hash: string;
}

function meta({ store, messages }: RouteDeps): WithMeta['meta'] {
  return {
    title: pageTitle(store, translate(messages, 'vue.returns.headline')),
    robots: robotsFor('returns'),
  };
}

/** A 404 unless the switches open the page (read fresh: switching returns off takes effect at once). */
async function requireSwitches(deps: RouteDeps, page: ReturnPage): Promise<void> {
  const { data } = await loadOrFail(() =>
    deps.client.query({
      query: GlobalParametersDocument,
      variables: { name: RETURN_PARAMETERS.activation.name },
      fetchPolicy: 'network-only',
    }),
  );
  if (!areReturnPagesOn(data?.globalParameters ?? [], page)) notFound();
}

function orderHash(url: URL): string | null {
  const hash = url.searchParams.get(RETURNS_ORDER_PARAM)?.trim();
  return hash ? hash : null;
}

export async function loadReturns(deps: RouteDeps, url: URL): Promise<WithMeta> {
  await requireSwitches(deps, 'entry');
  const hash = orderHash(url);
  if (hash) return redirectTo(routePath('returnsStep', { step: 'productselection', order: hash }), 302);
  if (sessionKind(deps.readCookies?.() ?? {}) === 'logged-in') return redirectTo(routePath('orders'), 302);
  return { meta: meta(deps) };
}

export async function loadReturnsStep(deps: RouteDeps, step: ReturnStep, url: URL): Promise<ReturnsStepData> {
  await requireSwitches(deps, 'step');
  const hash = orderHash(url);
  if (!hash) return redirectTo(routePath('returns'), 302);
  // The same variables as the page's query, so it reads this answer from the cache.
  const { data } = await loadOrFail(() =>
    deps.client.query({ query: ReturnOrderDocument, variables: { hash }, fetchPolicy: 'network-only' }),
  );
  if (!data?.returnOrder) return redirectTo(routePath('returns'), 302);
  return { step, hash, meta: meta(deps) };
}
