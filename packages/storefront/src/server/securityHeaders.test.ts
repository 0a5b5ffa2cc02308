// The page's Content-Security-Policy (DESIGN §7) lets the summary post the card payment form to the
// provider and nowhere else (spec shopping §4 "card-payment form data (computopData) triggers a payment form").
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './securityHeaders';

const formAction = (policy: string) =>
  policy.split('; ').find((directive) => directive.startsWith('form-action'));

describe('contentSecurityPolicy form-action', () => {
  it('allows the shop alone by default', () => {
    expect(formAction(contentSecurityPolicy('n'))).toBe("form-action 'self'");
  });

  it('adds the payment form origins', () => {
    expect(formAction(contentSecurityPolicy('n', ['https://pay.example.com']))).toBe(
      "form-action 'self' https://pay.example.com",
    );
  });
});
