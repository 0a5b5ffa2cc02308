// A refused-for-too-many-requests call shows a translated message, not "Received status code 429"
// (issue 14 item 4; docs/rate-limits.md).
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../i18n/messages';
import { errorText, HttpStatusError, TOO_MANY_REQUESTS_MESSAGE } from './errorText';

describe('errorText', () => {
  it('turns HTTP 429 from the GraphQL endpoint into the too-many-requests message', () => {
    const response = new Response('{}', { status: 429, headers: { 'retry-after': '30' } });
    expect(errorText(new ServerError('Received status code 429', { response, bodyText: '{}' }))).toBe(
      TOO_MANY_REQUESTS_MESSAGE,
    );
  });

  it('does the same for RATE_LIMITED GraphQL errors and a 429 from /api/cart-id', () => {
    const errors = new CombinedGraphQLErrors({
      errors: [{ message: 'Too many requests.', extensions: { code: 'RATE_LIMITED' } }],
    });
    expect(errorText(errors)).toBe(TOO_MANY_REQUESTS_MESSAGE);
    expect(errorText(new HttpStatusError(429, 'cart-id: HTTP 429'))).toBe(TOO_MANY_REQUESTS_MESSAGE);
  });

  it('keeps other errors as they are', () => {
    expect(errorText(new HttpStatusError(503, 'cart-id: HTTP 503'))).toBe('cart-id: HTTP 503');
    expect(errorText('boom')).toBe('boom');
  });

  it('has the message in German and English', () => {
    expect(MESSAGES.de[TOO_MANY_REQUESTS_MESSAGE]).toMatch(/Zu viele Anfragen/);
    expect(MESSAGES.en[TOO_MANY_REQUESTS_MESSAGE]).toMatch(/Too many requests/);
  });
});
