// Navigating from code (a filter, the sort, the search box): the client router provides a client-side
// navigation that runs the route's loader and pushes the URL; outside it (tests, the server) the
// browser loads the page.
import { createContext, useContext } from 'react';

export interface NavigateOptions {
  /**
   * The same page shows other data (a listing's filter or sort): the view neither jumps to the top nor
   * moves focus away from the control the visitor is using.
   */
  readonly inPage?: boolean;
}

/** Shows `href` (path and query, or an absolute same-origin URL) as a new history entry. */
export type NavigateTo = (href: string, options?: NavigateOptions) => void;

export const NavigateToContext = createContext<NavigateTo>((href) => {
  if (typeof window !== 'undefined') window.location.assign(href);
});

export function useNavigateTo(): NavigateTo {
  return useContext(NavigateToContext);
}
