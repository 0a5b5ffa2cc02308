// The state the server hands to the browser in one inline JSON script: the store, the visitor's cart
// id, the Apollo cache and React Router's hydration data.
import type { StaticHandlerContext } from 'react-router';
import { isRouteErrorResponse } from 'react-router';

export const STATE_ELEMENT_ID = '__RANZEN_STATE__';
export const ROOT_ELEMENT_ID = 'root';

export interface SerializedRouterState {
  readonly loaderData: StaticHandlerContext['loaderData'];
  readonly actionData: StaticHandlerContext['actionData'];
  readonly errors: Record<string, unknown> | null;
}

export interface StorefrontState {
  readonly storeId: string;
  readonly cartId: string | null;
  readonly apollo: unknown;
  readonly router: SerializedRouterState;
}

/** Same shape React Router's own StaticRouterProvider writes, so createBrowserRouter revives it. */
export function serializeRouterState(context: StaticHandlerContext): SerializedRouterState {
  let errors: Record<string, unknown> | null = null;
  if (context.errors) {
    errors = {};
    for (const [routeId, error] of Object.entries(context.errors)) {
      if (isRouteErrorResponse(error)) {
        errors[routeId] = { ...error, __type: 'RouteErrorResponse' };
      } else if (error instanceof Error) {
        // Never the stack: the browser only needs the message (spec storefront §2.9 debug box).
        errors[routeId] = { message: error.message, __type: 'Error' };
      } else {
        errors[routeId] = error;
      }
    }
  }
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}
