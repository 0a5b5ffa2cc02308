// The client address a request counts against (issue 14 item 4; DESIGN §7). The storefront server calls
// the API on behalf of browsers and sends the browser's address in X-Forwarded-For
// (packages/storefront/src/server/apiHeaders.ts); that header is believed only when the direct peer is a
// trusted proxy (RANZEN_TRUSTED_PROXIES, default loopback). Anyone else could write any address there, so
// for them the socket address counts.
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { LRUCache } from 'lru-cache';

/** Comma-separated addresses or CIDR ranges; "loopback" names 127.0.0.0/8 and ::1. */
export const DEFAULT_TRUSTED_PROXIES = 'loopback';

/** IPv4 addresses mapped into IPv6 (::ffff:127.0.0.1) are the IPv4 address. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

/** Addresses whose answer a trusted-proxy list remembers (every request asks for its peer, often loopback). */
const REMEMBERED_ADDRESSES = 10_000;

export interface TrustedProxies {
  has(address: string): boolean;
}

export function parseTrustedProxies(spec: string): TrustedProxies {
  const list = new BlockList();
  for (const entry of spec
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`RANZEN_TRUSTED_PROXIES: not an address or range: ${entry}`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  // A BlockList check builds socket address objects (about 10 µs); the list never changes, so each
  // address is checked once.
  const answers = new LRUCache<string, boolean>({ max: REMEMBERED_ADDRESSES });
  return {
    has(address) {
      let trusted = answers.get(address);
      if (trusted === undefined) {
        const normalized = normalizeAddress(address);
        const family = isIP(normalized);
        trusted = family !== 0 && list.check(normalized, family === 4 ? 'ipv4' : 'ipv6');
        answers.set(address, trusted);
      }
      return trusted;
    },
  };
}

export function trustedProxiesFromEnv(env: NodeJS.ProcessEnv = process.env): TrustedProxies {
  return parseTrustedProxies(env.RANZEN_TRUSTED_PROXIES || DEFAULT_TRUSTED_PROXIES);
}

/**
 * The socket address, or — when the socket peer is a trusted proxy — the right-most address of
 * X-Forwarded-For that is not itself a trusted proxy (addresses further left were written by the client).
 */
export function clientAddress(req: IncomingMessage, trusted: TrustedProxies): string {
  const peer = normalizeAddress(req.socket.remoteAddress ?? 'unknown');
  if (!trusted.has(peer)) return peer;
  const header = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map(normalizeAddress)
    .filter((address) => isIP(address) !== 0);
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    const hop = chain[index];
    if (hop && !trusted.has(hop)) return hop;
  }
  return chain[0] ?? peer;
}
