// Which address a request counts against (issue 14 item 4: "the client address comes from the storefront's
// forwarded header only when it comes from a trusted proxy"; DESIGN §7).
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, DEFAULT_TRUSTED_PROXIES, parseTrustedProxies } from './clientAddress';

function request(peer: string, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
}

const loopback = parseTrustedProxies(DEFAULT_TRUSTED_PROXIES);

describe('clientAddress', () => {
  it('takes the forwarded browser address from the storefront on loopback', () => {
    expect(clientAddress(request('127.0.0.1', '203.0.113.9'), loopback)).toBe('203.0.113.9');
    expect(clientAddress(request('::ffff:127.0.0.1', '203.0.113.9'), loopback)).toBe('203.0.113.9');
    expect(clientAddress(request('::1', '2001:db8::7'), loopback)).toBe('2001:db8::7');
  });

  it('ignores X-Forwarded-For sent by anyone who is not a trusted proxy', () => {
    expect(clientAddress(request('198.51.100.4', '203.0.113.9'), loopback)).toBe('198.51.100.4');
  });

  it('takes the right-most untrusted hop: addresses further left were written by the client', () => {
    expect(clientAddress(request('127.0.0.1', '1.2.3.4, 203.0.113.9'), loopback)).toBe('203.0.113.9');
    const proxies = parseTrustedProxies('loopback, 10.0.0.0/8');
    expect(clientAddress(request('127.0.0.1', '1.2.3.4, 203.0.113.9, 10.1.2.3'), proxies)).toBe(
      '203.0.113.9',
    );
  });

  it('falls back to the socket address without a usable header', () => {
    expect(clientAddress(request('127.0.0.1'), loopback)).toBe('127.0.0.1');
    expect(clientAddress(request('127.0.0.1', 'not-an-address'), loopback)).toBe('127.0.0.1');
  });

  it('refuses a malformed RANZEN_TRUSTED_PROXIES instead of trusting something unintended', () => {
    expect(() => parseTrustedProxies('storefront.internal')).toThrow(/RANZEN_TRUSTED_PROXIES/);
  });
});
