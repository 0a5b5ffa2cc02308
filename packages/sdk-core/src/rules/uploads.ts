// What a customer may upload (DESIGN §7 "Uploads: type checked by content (magic bytes), size capped";
// spec shopping §7 "upload return image", "multipart uploads"; issue 18 item 6). The shop API checks every
// file against these facts by its content; the upload form names them in its hint and `accept` attribute.

import { GRAPHQL_BODY_LIMIT_BYTES } from './requestLimits';

/** The largest file in bytes: a phone photo of a damaged article fits, a video does not. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** UPLOAD_MAX_BYTES in megabytes, as forms tell it ({max} of their hints and of vue.upload.error.size). */
export const UPLOAD_MAX_MEGABYTES = UPLOAD_MAX_BYTES / (1024 * 1024);

/** Largest multipart (upload) request body: one file and the operation beside it. */
export const UPLOAD_BODY_LIMIT_BYTES = UPLOAD_MAX_BYTES + GRAPHQL_BODY_LIMIT_BYTES;

/** The multipart type of a GraphQL upload request (the GraphQL multipart request spec). */
const MULTIPART_CONTENT_TYPE = 'multipart/form-data';

/**
 * Whether a request's Content-Type is a multipart (upload) request.
 *
 * @example
 * ```ts
 * isMultipartRequest('multipart/form-data; boundary=x'); // true
 * isMultipartRequest('application/json'); // false
 * ```
 */
export function isMultipartRequest(contentType: string): boolean {
  return contentType.trim().toLowerCase().startsWith(MULTIPART_CONTENT_TYPE);
}

/**
 * The body cap of a GraphQL request by its Content-Type: a multipart request may carry one upload, any
 * other stays within the small JSON cap. The storefront's proxy and the shop API apply the same caps.
 *
 * @example
 * ```ts
 * graphqlBodyLimit('application/json'); // GRAPHQL_BODY_LIMIT_BYTES
 * graphqlBodyLimit('multipart/form-data; boundary=x'); // UPLOAD_BODY_LIMIT_BYTES
 * ```
 */
export function graphqlBodyLimit(contentType: string): number {
  return isMultipartRequest(contentType) ? UPLOAD_BODY_LIMIT_BYTES : GRAPHQL_BODY_LIMIT_BYTES;
}

/** The accepted types, told apart by their first bytes (never by the name or the declared type). */
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** Why an upload was refused: the message key the form shows (docs/not-shown.md). */
export const UPLOAD_ERRORS = {
  /** Not a JPEG, PNG, WebP or PDF by its content, or one with something else inside (a polyglot). */
  UNSUPPORTED_TYPE: 'vue.upload.error.type',
  TOO_LARGE: 'vue.upload.error.size',
  /** The upload signature is missing, forged, another visitor's or expired. */
  INVALID_SIGNATURE: 'vue.upload.error.signature',
} as const;
export type UploadErrorCode = keyof typeof UPLOAD_ERRORS;

/**
 * The check a form makes before sending a file: its size (its content only the shop API judges).
 *
 * @example
 * ```ts
 * uploadSizeError(file.size); // UPLOAD_ERRORS.TOO_LARGE above UPLOAD_MAX_BYTES, else null
 * ```
 */
export function uploadSizeError(size: number): (typeof UPLOAD_ERRORS)['TOO_LARGE'] | null {
  return size > UPLOAD_MAX_BYTES ? UPLOAD_ERRORS.TOO_LARGE : null;
}
