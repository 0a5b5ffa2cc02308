// Compression of HTML, JS and CSS responses with node:zlib (DESIGN §6 budgets are measured gzip).
import type { IncomingHttpHeaders } from 'node:http';
import type { Transform } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Picks the best encoding the browser accepts (brotli over gzip); q=0 excludes one. */
export function negotiateEncoding(headers: IncomingHttpHeaders): Encoding {
  const header = headers['accept-encoding'];
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number.parseFloat(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/** A streaming compressor for the HTML stream; flushes each chunk so the browser sees the head early. */
export function createCompressor(encoding: Exclude<Encoding, 'identity'>): Transform {
  return encoding === 'br'
    ? createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
      })
    : createGzip({ flush: constants.Z_SYNC_FLUSH });
}

/** Compresses a static file once, at the highest level (it is served many times). */
export function compressBuffer(buffer: Buffer, encoding: Exclude<Encoding, 'identity'>): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    : gzipSync(buffer, { level: 9 });
}
