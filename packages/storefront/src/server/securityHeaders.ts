// Security headers (issue 14 item 8, DESIGN §7 "Pages carry a Content-Security-Policy with nonces,
// frame-ancestors, nosniff and Referrer-Policy"). Every answer gets nosniff, the framing refusal and the
// referrer policy (and HSTS over HTTPS); an HTML page also gets an enforced Content-Security-Policy whose
// per-request nonce is the only way an inline script runs (renderDocument puts it on each of its own).
import { randomBytes } from 'node:crypto';

/** A fresh nonce for one document: 128 random bits, base64 (CSP3 "nonce-source"). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * What the pages load, and nothing more: scripts and styles from the shop's origin (the inline ones
 * carry the nonce; React sets inline style attributes, which `style-src-attr` allows), images from the
 * shop and, in CMS content, from any HTTPS host, embedded video players over HTTPS, requests only to the
 * shop's own BFF. Nothing may frame a page, plugins are off and forms post to the shop only — and to
 * the card payment provider, whose form the summary posts: `paymentFormOrigins`. The consented analytics
 * (data/analyticsConfig.ts) add the tag manager's script origin and the origins their requests go to.
 */
export function contentSecurityPolicy(
  nonce: string,
  paymentFormOrigins: readonly string[] = [],
  analytics: { readonly scripts: readonly string[]; readonly connect: readonly string[] } = {
    scripts: [],
    connect: [],
  },
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", `'nonce-${nonce}'`, ...analytics.scripts].join(' '),
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    ["connect-src 'self'", ...analytics.connect].join(' '),
    'frame-src https:',
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    ["form-action 'self'", ...paymentFormOrigins].join(' '),
    "frame-ancestors 'none'",
  ].join('; ');
}

/** One year, the value HSTS preload lists ask for. */
export const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Headers every answer carries, HTML or not; HSTS only when the visitor reached the shop over HTTPS. */
export function baseSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE_S}; includeSubDomains` } : {}),
  };
}
