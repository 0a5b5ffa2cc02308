// What a PDF written with pdf-lib's standard fonts shows (media and invoice tests): its content streams
// inflated, the hex strings of their Tj operators decoded (WinAnsi: Latin-1, where 0x80 is the euro sign), one
// line per text run.
import { inflateSync } from 'node:zlib';

export function shownPdfText(pdf: Uint8Array): string {
  const source = Buffer.from(pdf).toString('latin1');
  const texts: string[] = [];
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue; // Not a flate stream (e.g. fonts or metadata).
    }
    for (const [, hex = ''] of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      texts.push(Buffer.from(hex, 'hex').toString('latin1').replaceAll('\x80', '€'));
    }
  }
  return texts.join('\n');
}
