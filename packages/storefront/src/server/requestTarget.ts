// The request target (path and query) as the storefront accepts it (issue 14 item 6, DESIGN §7 "Inputs
// are validated"): a target that is too long, has bad percent-encoding (`%zz`, a broken UTF-8 sequence)
// or a NUL anywhere in it is refused with 400 before any handler or loader sees it, so no malformed URL
// can end in a 500.

/** Longer targets are refused (browsers and CDNs cap URLs near 8 KB; the shop's own stay far below). */
export const MAX_REQUEST_TARGET_LENGTH = 4096;

export interface RequestTarget {
  /** The raw (still percent-encoded) path, starting with `/`. */
  readonly path: string;
  /** The raw query with its `?`, or '' without one. */
  readonly query: string;
}

function decodesCleanly(part: string): boolean {
  try {
    return !decodeURIComponent(part).includes('\u0000');
  } catch {
    return false;
  }
}

/** The target split into path and query, or null when it must be answered with 400. */
export function parseRequestTarget(target: string | undefined): RequestTarget | null {
  if (!target?.startsWith('/') || target.length > MAX_REQUEST_TARGET_LENGTH) return null;
  const index = target.indexOf('?');
  const path = index === -1 ? target : target.slice(0, index);
  const query = index === -1 ? '' : target.slice(index);
  // Query names and values decode like URLSearchParams does, with `+` as a space.
  const queryParts = query.slice(1).replaceAll('+', ' ').split(/[&=]/);
  return [path, ...queryParts].every(decodesCleanly) ? { path, query } : null;
}
