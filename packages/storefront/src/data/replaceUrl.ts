// Changing the address without a navigation (spec storefront §2.1: the product page's `varid` follows the
// chosen variant). The client router provides the real one, which also remembers the new address as the
// shown page so back/forward keep working; outside it (tests, the server) the history is replaced as is.
import { createContext, useContext } from 'react';

/** Replaces the current history entry with `href` (path and query); loads nothing. */
export type ReplaceUrl = (href: string) => void;

export const ReplaceUrlContext = createContext<ReplaceUrl>((href) => {
  if (typeof window !== 'undefined') window.history.replaceState(window.history.state, '', href);
});

export function useReplaceUrl(): ReplaceUrl {
  return useContext(ReplaceUrlContext);
}
