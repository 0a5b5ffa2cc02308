// Wish list comment text (spec shopping §5 "comment links"; issue 19 "comment text is stored and shown as plain
// text"). A comment is plain text; only web addresses on the shop's own hosts become links, so script, image
// and javascript: payloads are never more than text. Pure: the wish list page renders the segments.

/** One piece of a comment: text to show as it is, or a link to one of the shop's own pages. */
export type CommentSegment =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly text: string; readonly href: string };

/** Web addresses in running text; a trailing full stop, comma or bracket belongs to the sentence. */
const WEB_ADDRESS = /https?:\/\/[^\s<>"']+/gi;
const SENTENCE_END = /[.,;:!?)\]]+$/;

function ownLink(candidate: string, ownHosts: ReadonlySet<string>): string | null {
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password) return null;
    return ownHosts.has(url.hostname.toLowerCase()) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a comment into text and links: an http(s) address whose host is one of `ownOrigins`' hosts becomes
 * a link, every other address stays text.
 *
 * @example
 * ```ts
 * commentSegments('Siehe https://ranzen.de/prod/1/ bitte', ['https://ranzen.de']);
 * // [{ kind: 'text', text: 'Siehe ' }, { kind: 'link', text: 'https://ranzen.de/prod/1/', href: 'https://ranzen.de/prod/1/' }, { kind: 'text', text: ' bitte' }]
 * ```
 */
export function commentSegments(comment: string, ownOrigins: readonly string[]): CommentSegment[] {
  const ownHosts = new Set(ownOrigins.map(hostOf).filter((host) => host.length > 0));
  const segments: CommentSegment[] = [];
  let rest = 0;
  const pushText = (text: string) => {
    if (text.length === 0) return;
    const last = segments.at(-1);
    if (last?.kind === 'text') segments[segments.length - 1] = { kind: 'text', text: last.text + text };
    else segments.push({ kind: 'text', text });
  };
  for (const match of comment.matchAll(WEB_ADDRESS)) {
    const address = match[0].replace(SENTENCE_END, '');
    const href = ownLink(address, ownHosts);
    if (!href) continue;
    pushText(comment.slice(rest, match.index));
    segments.push({ kind: 'link', text: address, href });
    rest = match.index + address.length;
  }
  pushText(comment.slice(rest));
  return segments;
}

function hostOf(origin: string): string {
  try {
    return new URL(origin).hostname.toLowerCase();
  } catch {
    return '';
  }
}
