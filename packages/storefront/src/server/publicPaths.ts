// The paths the storefront serves files under (issue 14 item 7, DESIGN §7): the client build's hashed
// files (/assets/) and the API's images, media and return labels (/images/, /media/, /return-labels/).
// A request path is confined to its public folder before anything is read or forwarded: a dot segment,
// an encoded slash or backslash, a double encoding or a NUL anywhere in it refuses the whole path, so
// `/assets/../.vite/manifest.json` never reaches the build manifest and `/images/../health` never reaches
// another API path.

export const ASSETS_PREFIX = '/assets/';
export const IMAGES_PREFIX = '/images/';
export const MEDIA_PREFIX = '/media/';
/** Return label PDFs (the submitted return's label); the path's token is the link's secret. */
export const RETURN_LABELS_PREFIX = '/return-labels/';

/** The folders the file proxy forwards to the API. */
export type FileProxyPrefix = typeof IMAGES_PREFIX | typeof MEDIA_PREFIX | typeof RETURN_LABELS_PREFIX;
export const FILE_PROXY_PREFIXES: readonly FileProxyPrefix[] = [
  IMAGES_PREFIX,
  MEDIA_PREFIX,
  RETURN_LABELS_PREFIX,
];
export type PublicPrefix = typeof ASSETS_PREFIX | FileProxyPrefix;

/**
 * Whether a decoded segment holds what a public file name never does: a separator, a `%` left by double
 * encoding, a control character (NUL included).
 */
function hasForbiddenCharacter(segment: string): boolean {
  return [...segment].some((char) => char < ' ' || char === '\u007f' || '/\\%'.includes(char));
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The segments below `prefix` of a raw request path (without its query), decoded, or null when the
 * path is not a plain file path inside that folder. A browser resolves dot segments before sending, so
 * a path that still has one (raw or percent-encoded) comes from a hand-made request and is refused
 * rather than resolved.
 */
export function confinePublicPath(rawPath: string, prefix: PublicPrefix): readonly string[] | null {
  if (!rawPath.startsWith(prefix) || rawPath.includes('\\')) return null;
  const segments: string[] = [];
  for (const raw of rawPath.slice(prefix.length).split('/')) {
    const segment = decodeSegment(raw);
    if (!segment || segment === '.' || segment === '..' || hasForbiddenCharacter(segment)) return null;
    segments.push(segment);
  }
  return segments;
}
