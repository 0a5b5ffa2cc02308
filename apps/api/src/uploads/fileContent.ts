// What an uploaded file is, decided by its bytes alone (DESIGN §7 "Uploads: type checked by content (magic
// bytes)"; issue 18 item 6). The file name and the declared type are never read. A file is accepted only
// when it is exactly one of the formats of UPLOAD_CONTENT_TYPES from its first byte to its last:
// - it starts with the format's signature and ends where the format ends (JPEG end-of-image marker, PNG
//   IEND chunk, the RIFF length of WebP, the %%EOF of PDF), so nothing can be appended behind the image;
// - it holds no markup a browser would run (HTML, script, SVG, XML) and no second format's signature;
// - a PDF holds no script, launch action or embedded file.
// Such files are refused as polyglots: an image that is also an HTML page or a PDF. Files are served as
// downloads with nosniff besides (uploadRoutes.ts), so even a file that slipped through never renders.
import type { UploadContentType } from '@ranzen/sdk-core/rules';

export interface DetectedContent {
  readonly contentType: UploadContentType;
  /** The extension of the stored file's download name. */
  readonly extension: string;
}

interface Format extends DetectedContent {
  readonly starts: (bytes: Buffer) => boolean;
  /** The format's own end is the file's end: no trailing bytes. */
  readonly endsWhole: (bytes: Buffer) => boolean;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A PNG's last chunk: length 0, type IEND, its CRC. */
const PNG_IEND = Buffer.from([0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);
const JPEG_END = Buffer.from([0xff, 0xd9]);
const PDF_START = Buffer.from('%PDF-', 'latin1');
const PDF_END = /%%EOF[\r\n\t ]*$/;

function startsWith(bytes: Buffer, signature: Buffer, at = 0): boolean {
  return bytes.length >= at + signature.length && bytes.subarray(at, at + signature.length).equals(signature);
}

function endsWith(bytes: Buffer, tail: Buffer): boolean {
  return bytes.length >= tail.length && bytes.subarray(bytes.length - tail.length).equals(tail);
}

const FORMATS: readonly Format[] = [
  {
    contentType: 'image/jpeg',
    extension: 'jpg',
    starts: (bytes) => startsWith(bytes, JPEG_START),
    endsWhole: (bytes) => endsWith(bytes, JPEG_END),
  },
  {
    contentType: 'image/png',
    extension: 'png',
    starts: (bytes) => startsWith(bytes, PNG_SIGNATURE),
    endsWhole: (bytes) => endsWith(bytes, PNG_IEND),
  },
  {
    contentType: 'image/webp',
    extension: 'webp',
    starts: (bytes) => startsWith(bytes, Buffer.from('RIFF')) && startsWith(bytes, Buffer.from('WEBP'), 8),
    // The RIFF header counts every byte after its first 8.
    endsWhole: (bytes) => bytes.readUInt32LE(4) + 8 === bytes.length,
  },
  {
    contentType: 'application/pdf',
    extension: 'pdf',
    starts: (bytes) => startsWith(bytes, PDF_START),
    endsWhole: (bytes) => PDF_END.test(bytes.subarray(Math.max(0, bytes.length - 64)).toString('latin1')),
  },
];

/**
 * Markup a browser sniffs or runs, and the signatures of the other formats (a PDF inside an image, an
 * image behind a PDF header). Searched case-insensitively over the whole file.
 */
const FOREIGN_CONTENT = [
  '<script',
  '<html',
  '<!doctype',
  '<?xml',
  '<svg',
  '<iframe',
  '<body',
  '<object',
  '<embed',
  '%pdf-',
  '\x89png\r\n\x1a\n',
];
/** Active content of a PDF: scripts, launch actions, embedded files, rich media, XFA forms. */
const PDF_ACTIVE_CONTENT = /\/(?:javascript|js|launch|embeddedfile|richmedia|xfa)\b/;

/** The file's format, or null when it is none of the accepted ones or carries foreign content. */
export function detectContent(bytes: Buffer): DetectedContent | null {
  const format = FORMATS.find((candidate) => candidate.starts(bytes));
  if (!format?.endsWhole(bytes)) return null;
  // Past the own signature, so a PDF's own "%PDF-" and a PNG's own signature do not count.
  const rest = bytes.subarray(8).toString('latin1').toLowerCase();
  if (FOREIGN_CONTENT.some((marker) => rest.includes(marker))) return null;
  if (format.contentType === 'application/pdf' && PDF_ACTIVE_CONTENT.test(rest)) return null;
  return { contentType: format.contentType, extension: format.extension };
}
