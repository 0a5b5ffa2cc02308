import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './compression';

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(negotiateEncoding({ 'accept-encoding': 'gzip, deflate, br' })).toBe('br');
    expect(negotiateEncoding({ 'accept-encoding': 'gzip' })).toBe('gzip');
    expect(negotiateEncoding({ 'accept-encoding': 'br;q=0, gzip;q=0.5' })).toBe('gzip');
    expect(negotiateEncoding({})).toBe('identity');
  });
});
