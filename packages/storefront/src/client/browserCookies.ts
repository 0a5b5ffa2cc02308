// The page's cookies as a record, for RouteDeps.readCookies in the browser. A few lines instead of
// the `cookie` package keep the first-load bundle small (DESIGN §6); values are URI-decoded like it.
import type { CookieJar } from '../data/frameCookies';

export function parseDocumentCookies(header: string): CookieJar {
  const jar: Record<string, string> = {};
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (!name || name in jar) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      jar[name] = decodeURIComponent(raw);
    } catch {
      jar[name] = raw;
    }
  }
  return jar;
}
